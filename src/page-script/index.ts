// The one script every public page loads (decision 102): it starts the page's islands.
import { startIslands } from '../islands/island-loader';
import { startBookingWidgets } from './booking-widget';
import { startTimeZoneFields } from './time-zone-fields';

startBookingWidgets(document);
startTimeZoneFields(document);
startIslands(document);
