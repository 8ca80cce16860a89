// What the console knows of the site, given once by its island's props (the page reads them from
// the server's settings): the public address the SEO preview shows, the author a new post gets,
// and the reading speed the live word count uses. The console is an island of its own, outside
// the site's query cache and context, so it reads these here rather than from useSiteSettings.
import { createContext, useContext } from 'react';
import type { ReadTimeRule } from '../lib/read-time';

export type ConsoleSite = {
  /** The site's public origin (config), without a trailing slash. */
  siteUrl: string;
  /** The author a new post starts with: the settings' default author, or the owner. */
  defaultAuthor: string;
  /** How the live count reckons minutes to read (the settings' readTime; a ReadTimeRule, as JSON). */
  readTime: { countBy: ReadTimeRule['countBy']; wordsPerMinute: number };
};

export const ConsoleSiteContext = createContext<ConsoleSite | null>(null);

export function useConsoleSite(): ConsoleSite {
  const site = useContext(ConsoleSiteContext);
  if (!site) throw new Error('useConsoleSite is used outside the console (console-app.tsx)');
  return site;
}
