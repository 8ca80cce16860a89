// One built server process on a temp site and one browser, shared by an end-to-end test file.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type ServerProcess } from './server-process';
import { createTempSite, type TempSite } from './temp-site';

export interface E2ESite {
  site: TempSite;
  server: ServerProcess;
  browser: Browser;
  close: () => Promise<void>;
}

export async function startE2ESite(env: Record<string, string> = {}): Promise<E2ESite> {
  const site = await createTempSite();
  const [server, browser] = await Promise.all([
    startServer({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ...env }),
    launchBrowser(),
  ]);
  return {
    site,
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.stop();
      await site.cleanup();
    },
  };
}
