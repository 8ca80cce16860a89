// Parts of a page that start below its first view (the home page under its hero). Their images
// load lazily, as the visitor scrolls near them, and React does not preload them: on a phone they
// would otherwise share the network with the first view's image.
import { createContext, useContext, type ReactNode } from 'react';

const BelowTheFoldContext = createContext(false);

export function BelowTheFold({ children }: { children: ReactNode }) {
  return <BelowTheFoldContext.Provider value={true}>{children}</BelowTheFoldContext.Provider>;
}

/** Whether the component is inside a part of the page below its first view. */
export function useBelowTheFold(): boolean {
  return useContext(BelowTheFoldContext);
}
