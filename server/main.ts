// The server process: read the configuration (environment and .env), start Folio
// (server/start.ts), listen, and handle signals. SIGTERM and SIGINT close the server after the
// requests in flight have finished; SIGHUP reads the console password again (after
// `npm run admin:password`).
import { createServer } from 'node:http';
import path from 'node:path';
import { ConfigError } from './config';
import { envFileNotes, loadConfigWithEnvFile } from './env-file';
import { createLogger } from './logger';
import { startFolio, type RunningFolio } from './start';

/** The checkout this bundle was built in (dist/server/main.js → two folders up). */
const APP_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

async function main(): Promise<void> {
  let folio: RunningFolio;
  try {
    const { config, envFile } = loadConfigWithEnvFile(process.env, process.cwd(), APP_DIR);
    const logger = createLogger({ level: config.logLevel });
    const notes = envFileNotes(envFile);
    if (notes.info) logger.info(notes.info);
    if (notes.warn) logger.warn(notes.warn);
    folio = await startFolio(config, { logger });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, services } = folio;
  const { config, logger, auth } = services;

  // The site's listener, not Express's: cached answers take the short path (decision 022).
  const server = createServer(app);
  server.once('error', (error) => {
    logger.error(`Could not listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // Without SITE_URL the origin names the configured port, which is 0 when the system chose one.
    const origin = config.siteUrl === `http://localhost:${config.port}` ? `http://localhost:${port}` : config.siteUrl;
    logger.info(`Folio is serving http://localhost:${port} (content: ${config.contentDir}, data: ${config.dataDir}); the console is at ${origin}/admin/blog, ${consolePasswordHint(config.admin.password !== undefined)}`, {
      event: 'start',
      port,
      console: `${origin}/admin/blog`,
    });
  });

  const shutdown = (signal: string) => {
    logger.info(`${signal}: finishing requests in flight, then exiting`);
    // Requests in flight finish first (their writes with them); then the background work stops.
    server.close(() => void folio.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGHUP', () => {
    void auth.reloadPassword().then((changed) => {
      if (!changed) logger.info('SIGHUP: the console password is unchanged');
    });
  });
}

/** Where the console's password comes from, for the start line a new owner reads first. */
function consolePasswordHint(fromEnvironment: boolean): string {
  if (fromEnvironment) return 'signed in with the password in ADMIN_PASSWORD';
  return 'signed in with the password generated and printed at the first start (npm run admin:password sets a new one)';
}

void main();
