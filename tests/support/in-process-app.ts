// The real app, built in this test process on a temp site and listening on a loopback port.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createAdminServices, type AdminServices } from '../../server/admin/admin-services';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { ContentIndex } from '../../server/content/content-index';
import { watchContent, type ContentWatcher } from '../../server/content/content-watcher';
import { openLeadServices } from '../../server/leads/lead-services';
import { memoryLogger } from '../../server/logger';
import { loadAssetManifest } from '../../server/ssr/asset-manifest';
import type { ContentSync } from '../../server/sync/content-sync';
import { createContentSync, type CreateContentSyncOptions } from '../../server/sync/create-content-sync';
import { createTempSite, REPO_ROOT, type TempSite } from './temp-site';

export interface TestApp {
  site: TempSite;
  url: string;
  index: ContentIndex;
  logs: string[];
  admin: AdminServices;
  /** Content sync, when the env sets CONTENT_GIT_REMOTE. */
  sync: ContentSync | null;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. ADMIN_PASSWORD, OPENAI_BASE_URL). */
  env?: Record<string, string>;
  /** Passed to the console's services (e.g. a shorter login throttle). */
  admin?: Omit<Parameters<typeof createAdminServices>[0], 'config' | 'index' | 'logger'>;
  /** A temp site made beforehand (e.g. after pushing it to a test remote); removed on close. */
  site?: TempSite;
  /** Shorter retry delays for content sync. */
  sync?: CreateContentSyncOptions['tuning'];
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const site = options.site ?? (await createTempSite());
  const config = loadConfig({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, PORT: '0', NODE_ENV: 'test', ...options.env }, REPO_ROOT);
  const logger = memoryLogger();
  const index = new ContentIndex({ contentDir: config.contentDir, publicDir: config.publicDir, logger });
  const watcher: ContentWatcher = watchContent(index, logger);
  await watcher.ready;
  await index.build();
  const manifest = await loadAssetManifest(path.join(REPO_ROOT, 'dist/client'));
  const admin = await createAdminServices({ config, index, logger, ...options.admin });
  const leads = await openLeadServices(config, logger);
  const sync = createContentSync({ config, admin, logger, tuning: options.sync });
  await sync?.start();
  const app = createApp({ config, index, manifest, logger, admin, leads, sync });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    site,
    url: `http://127.0.0.1:${port}`,
    index,
    logs: logger.lines,
    admin,
    sync,
    close: async () => {
      await sync?.stop();
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
