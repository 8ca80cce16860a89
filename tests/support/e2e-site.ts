// One built server process on a temp site and one browser, shared by an end-to-end test file.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type ServerProcess } from './server-process';
import { createTempSite, type TempSite, type TempSiteOptions } from './temp-site';

export interface E2ESite {
  site: TempSite;
  /** The running server; replaced by `restartServer` (its port changes). */
  server: ServerProcess;
  browser: Browser;
  /** Stops the server and starts it again on the same content and data folders. */
  restartServer: () => Promise<void>;
  close: () => Promise<void>;
}

/** `siteOptions` picks the repository layout of the temp site (default: content in a repository of its own). */
export async function startE2ESite(env: Record<string, string> = {}, siteOptions: TempSiteOptions = {}): Promise<E2ESite> {
  const site = await createTempSite(siteOptions);
  const serverEnv = { CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, ...env };
  const [server, browser] = await Promise.all([startServer(serverEnv), launchBrowser()]);
  const e2e: E2ESite = {
    site,
    server,
    browser,
    restartServer: async () => {
      await e2e.server.stop();
      e2e.server = await startServer(serverEnv);
    },
    close: async () => {
      await browser.close();
      await e2e.server.stop();
      await site.cleanup();
    },
  };
  return e2e;
}
