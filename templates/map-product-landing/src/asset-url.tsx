// Image paths in the sample data are relative to public/. They resolve against './' when the
// site runs on its own; a page that embeds the site (a live demo) says where it serves public/.
import { createContext, useContext } from 'react';

export const AssetBase = createContext('./');

export function useAssetUrl(): (file: string) => string {
  const base = useContext(AssetBase);
  return (file) => base + file;
}
