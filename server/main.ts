// Start-up: read the configuration (environment and .env), build the content index, watch the
// content folder, and serve. SIGTERM and SIGINT close the server after the requests in flight
// have finished; SIGHUP reads the console password again (after `npm run admin:password`).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createAdminServices } from './admin/admin-services';
import { createApp } from './app';
import { watchPasswordFile } from './auth/password-file-watch';
import { ConfigError, type Config } from './config';
import { ContentIndex } from './content/content-index';
import { watchContent } from './content/content-watcher';
import { formatProblem } from './content/parse-content-file';
import { envFileNotes, loadConfigWithEnvFile, type EnvFile } from './env-file';
import { openLeadServices } from './leads/lead-services';
import { checkSmtp } from './leads/smtp-check';
import { createLogger } from './logger';
import { loadAssetManifest } from './ssr/asset-manifest';
import { createContentSync } from './sync/create-content-sync';

/** The checkout this bundle was built in (dist/server/main.js → two folders up). */
const APP_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

async function main(): Promise<void> {
  let config: Config;
  let envFile: EnvFile;
  try {
    ({ config, envFile } = loadConfigWithEnvFile(process.env, process.cwd(), APP_DIR));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!(await stat(config.contentDir).catch(() => null))?.isDirectory()) {
    console.error(`Invalid configuration:\n  CONTENT_DIR: ${config.contentDir} is not a folder`);
    process.exit(1);
  }
  const logger = createLogger({ level: config.logLevel });
  const notes = envFileNotes(envFile);
  if (notes.info) logger.info(notes.info);
  if (notes.warn) logger.warn(notes.warn);

  const started = performance.now();
  const index = new ContentIndex({ contentDir: config.contentDir, publicDir: config.publicDir, logger });
  // Watch before reading, so a file that changes while the index is built is never missed.
  const watcher = watchContent(index, logger);
  await watcher.ready;
  await index.build();
  const problems = index.problems();
  logger.info(
    `content: indexed ${index.listPosts().length} posts, ${index.listProjects().length} projects, ${index.listTemplates().length} templates ` +
      `in ${Math.round(performance.now() - started)} ms${problems.length ? `; ${problems.length} problem(s): ${problems.map(formatProblem).join('; ')}` : ''}`,
  );
  const manifest = await loadAssetManifest(config.clientDir);
  const admin = await createAdminServices({ config, index, logger });
  const stopPasswordWatch = watchPasswordFile(admin.auth, config.dataDir, logger);
  const leads = await openLeadServices(config, logger);
  if (config.smtp) void checkSmtp(config.smtp, index.getSettings().owner.email, logger);
  const sync = createContentSync({ config, admin, logger });
  await sync?.start();
  const app = createApp({ config, index, manifest, logger, admin, leads, sync });

  const server = app.listen(config.port, config.host, (error?: Error) => {
    if (error) {
      logger.error(`Could not listen on ${config.host}:${config.port}: ${error.message}`);
      process.exit(1);
    }
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // Without SITE_URL the origin names the configured port, which is 0 when the system chose one.
    const origin = config.siteUrl === `http://localhost:${config.port}` ? `http://localhost:${port}` : config.siteUrl;
    logger.info(`Folio is serving http://localhost:${port} (content: ${config.contentDir}, data: ${config.dataDir}); the console is at ${origin}/admin/blog`, {
      event: 'start',
      port,
      console: `${origin}/admin/blog`,
    });
  });

  const shutdown = (signal: string) => {
    logger.info(`${signal}: finishing requests in flight, then exiting`);
    stopPasswordWatch();
    // Requests in flight finish first (their writes with them); then the background work stops.
    server.close(() => void Promise.allSettled([watcher.close(), sync?.stop()]).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGHUP', () => {
    void admin.auth.reloadPassword().then((changed) => {
      if (!changed) logger.info('SIGHUP: the console password is unchanged');
    });
  });
}

void main();
