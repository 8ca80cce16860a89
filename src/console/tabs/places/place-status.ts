// The console's status banner, handed down to the fields of a place's form (an image upload says
// how it went) without passing it through every level of a nested form.
import { createContext, useContext } from 'react';
import type { ShowStatus } from '../../components/status-banner';

export const PlaceStatusContext = createContext<ShowStatus>(() => undefined);

export const usePlaceStatus = () => useContext(PlaceStatusContext);
