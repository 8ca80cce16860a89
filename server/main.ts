// Start-up: read the configuration, build the content index, watch the content folder, and
// serve. SIGTERM and SIGINT close the server after the requests in flight have finished.
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createAdminServices } from './admin/admin-services';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { ContentIndex } from './content/content-index';
import { watchContent } from './content/content-watcher';
import { formatProblem } from './content/parse-content-file';
import { openLeadServices } from './leads/lead-services';
import { consoleLogger as logger } from './logger';
import { loadAssetManifest } from './ssr/asset-manifest';
import { createContentSync } from './sync/create-content-sync';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
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
  const leads = await openLeadServices(config, logger);
  const sync = createContentSync({ config, admin, logger });
  await sync?.start();
  const app = createApp({ config, index, manifest, logger, admin, leads, sync });

  const server = createServer(app);
  server.once('error', (error) => {
    console.error(`Could not listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(`Folio is serving http://localhost:${port} (content: ${config.contentDir})`);
  });

  const shutdown = (signal: string) => {
    logger.info(`${signal}: finishing requests in flight, then exiting`);
    // Requests in flight finish first (their writes with them); then the background work stops.
    server.close(() => void Promise.allSettled([watcher.close(), sync?.stop()]).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
