// The real app, built in this test process on a temp site and listening on a loopback port.
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ContentIndex } from '../../server/content/content-index';
import { watchContent, type ContentWatcher } from '../../server/content/content-watcher';
import { memoryLogger } from '../../server/logger';
import { loadAssetManifest } from '../../server/ssr/asset-manifest';
import { createTempSite, REPO_ROOT, type TempSite } from './temp-site';

export interface TestApp {
  site: TempSite;
  url: string;
  index: ContentIndex;
  logs: string[];
  close: () => Promise<void>;
}

export async function startTestApp(): Promise<TestApp> {
  const site = await createTempSite();
  const config = loadConfig({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, PORT: '0', NODE_ENV: 'test' }, REPO_ROOT);
  const logger = memoryLogger();
  const index = new ContentIndex({ contentDir: config.contentDir, logger });
  await index.build();
  const watcher: ContentWatcher = watchContent(index, logger);
  await watcher.ready;
  const manifest = await loadAssetManifest(path.join(REPO_ROOT, 'dist/client'));
  const app = createApp({ config, index, manifest, logger });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    site,
    url: `http://127.0.0.1:${port}`,
    index,
    logs: logger.lines,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await watcher.close();
      await site.cleanup();
    },
  };
}

/** Polls until `check` passes or the time runs out; returns the elapsed milliseconds. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
