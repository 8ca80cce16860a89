// Site-wide facts every screen may need: the public origin (config) and the owner's settings
// (content, always prefilled by the root route).
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { SiteSettings } from './content-types';

export const SITE_SETTINGS_PATH = '/api/site';

export const SiteUrlContext = createContext('http://localhost:3000');

export function useSiteUrl(): string {
  return useContext(SiteUrlContext);
}

export function useSiteSettings(): SiteSettings {
  const { data } = useQuery<SiteSettings>({ queryKey: [SITE_SETTINGS_PATH] });
  // The root route prefills settings on the server and they never go stale, so data is present.
  if (!data) throw new Error('site settings were not prefilled');
  return data;
}
