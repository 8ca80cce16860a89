// The real app, started in this test process the way server/main.ts starts it (startFolio) on a
// temp site, and listening on a loopback port.
import type { Express } from 'express';
import { createServer, type Server } from 'node:http';
import { loadConfig } from '../../server/config';
import type { ContentIndex } from '../../server/content/content-index';
import { contentParsers } from '../../server/content/parse-pool';
import { memoryLogger, type LogEntry } from '../../server/logger';
import { startFolio, type FolioServices, type StartOptions } from '../../server/start';
import type { ContentSync } from '../../server/sync/content-sync';
import type { SyncTuning } from '../../server/sync/create-content-sync';
import { createTempSite, REPO_ROOT, type TempSite } from './temp-site';

export interface TestApp {
  site: TempSite;
  url: string;
  index: ContentIndex;
  logs: string[];
  /** The parsed log lines, and the raw ones exactly as the server would print them. */
  logEntries: () => LogEntry[];
  logText: () => string[];
  /** Every service of the running app (the console's sign-in is `admin.auth`). */
  admin: FolioServices;
  /** Content sync, when the env sets CONTENT_GIT_REMOTE. */
  sync: ContentSync | null;
  /** The Express app behind the short path (its router's stack lists every route). */
  express: Express;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. ADMIN_PASSWORD, OPENAI_BASE_URL). */
  env?: Record<string, string>;
  /** Shorter limits for the console (e.g. a shorter login throttle). */
  admin?: Pick<StartOptions, 'throttle' | 'lockWaitMs' | 'pendingImageMaxAgeMs'>;
  /** A temp site made beforehand (e.g. after pushing it to a test remote); removed on close. */
  site?: TempSite;
  /** Shorter retry delays for content sync. */
  sync?: SyncTuning;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const site = options.site ?? (await createTempSite());
  const config = loadConfig({ CONTENT_DIR: site.contentDir, DATA_DIR: site.dataDir, PORT: '0', NODE_ENV: 'test', ...options.env }, REPO_ROOT);
  const logger = memoryLogger();
  const folio = await startFolio(config, { logger, ...options.admin, syncTuning: options.sync });
  // Tests time hand edits: the parser worker they go to has started (see ParsePool.warmed).
  await contentParsers.warmed();
  // The site's listener, as server/main.ts serves it: the short path, then Express.
  const server: Server = createServer(folio.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    site,
    url: `http://127.0.0.1:${port}`,
    index: folio.services.index,
    logs: logger.lines,
    logEntries: () => logger.entries,
    logText: () => logger.text,
    admin: folio.services,
    sync: folio.services.sync,
    express: folio.app.express,
    close: async () => {
      await folio.services.sync?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await folio.close();
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
