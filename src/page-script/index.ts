// The one small script every public page loads (a module, after the HTML is parsed): it wires
// the behaviours that are a few lines of plain script onto the server's markup, each found by
// its data-* hooks, and starts the island loader for the parts that stay React (decision
// 104). No React here: this is all the JavaScript a text page runs. The theme
// toggle needs nothing from it: the inline theme script in <head> handles it (decision 063).
import { startIslands } from '../islands/island-loader';
import { startBookingWidgets } from './booking-widget';
import { startCarousels } from './carousels';
import { startCopyButtons } from './copy-code';
import { startMapOverlay } from './map-overlay';
import { startNavDrawer } from './nav-drawer';
import { startPictureFallbacks } from './picture-fallback';
import { startTimeZoneFields } from './time-zone-fields';
import { startVideoFacades } from './video-facade';
import { startVideoLinks } from './video-links';

startPictureFallbacks(document);
startNavDrawer(document);
startCarousels(document);
startMapOverlay(document);
startVideoFacades(document);
startCopyButtons(document);
startVideoLinks(document);
startBookingWidgets(document);
startTimeZoneFields(document);
startIslands(document);
