// Start-up, written once: builds every service from the configuration, in order, and the app
// that serves them. server/main.ts calls it and listens; the tests call it too, so what they
// exercise is what runs.
//
//   content index (watched before it is read, so no change is missed)
//   → asset manifest → console sign-in (and the password file watch)
//   → content repo (stale lock and half-done write recovered) → images waiting for a post's save
//   → sync with the remote, when configured and allowed (built here, started below) → post writer (it asks
//   sync how each save fared), image uploads, history, suggester
//   → lead stores (and the SMTP check) → sync started → the app
import { stat } from 'node:fs/promises';
import { createPostSuggester } from './ai/post-suggester';
import { createApp, type SiteRequestListener } from './app';
import { AdminAuth } from './auth/admin-auth';
import { PasskeyCeremonies } from './auth/passkeys/passkey-ceremonies';
import type { ThrottleOptions } from './auth/login-throttle';
import { watchPasswordFile } from './auth/password-file-watch';
import { ConfigError, type Config } from './config';
import { ContentIndex } from './content/content-index';
import { watchContent, type ContentWatcher } from './content/content-watcher';
import { formatProblem } from './content/parse-content-file';
import { contentParsers } from './content/parse-pool';
import { commitIdentity } from './git/commit-identity';
import { ContentRepo } from './git/content-repo';
import { PendingUploads } from './git/pending-uploads';
import { ImageUploads } from './images/image-uploads';
import { UnsavedUploads } from './images/unsaved-uploads';
import { WriteJournal } from './git/write-journal';
import { openLeadServices } from './leads/lead-services';
import { checkSmtp } from './leads/smtp-check';
import type { Logger } from './logger';
import { PostHistory } from './posts/post-history';
import { PlaceImages } from './places/place-images';
import { PlaceService } from './places/place-service';
import { PostService } from './posts/post-service';
import { PreviewLinkStore } from './previews/preview-link-store';
import { DraftRevisionStore } from './posts/draft-revisions';
import { followPostIdentity } from './previews/post-identity';
import { loadAssetManifest } from './ssr/asset-manifest';
import { createContentSync, type SyncTuning } from './sync/create-content-sync';
import { SyncAfterWrite } from './sync/sync-after-write';
import type { FolioServices } from './services';
import { memoryGiver } from './give-back-memory';

/** The services' type has its own file (server/services.ts); re-exported for the tests' helpers. */
export type { FolioServices };

export interface StartOptions {
  logger: Logger;
  /** Tests shorten the sign-in throttle's limits. */
  throttle?: Partial<ThrottleOptions>;
  /** How long a Git lock found at start may live before it counts as stale. */
  lockWaitMs?: number;
  /** Tests shorten sync's retry delays. */
  syncTuning?: SyncTuning;
  /** How long an uploaded image waits for its post's save before it is committed on its own. */
  pendingImageMaxAgeMs?: number;
}

export interface RunningFolio {
  /** The site's request listener (its Express app is `app.express`). */
  app: SiteRequestListener;
  services: FolioServices;
  /** Stops the background work (watchers, sync); call it after the HTTP server has closed. */
  close(): Promise<void>;
}

/** Throws ConfigError for a configuration it cannot start with. */
export async function startFolio(config: Config, options: StartOptions): Promise<RunningFolio> {
  if (!(await stat(config.contentDir).catch(() => null))?.isDirectory()) {
    throw new ConfigError(`Invalid configuration:\n  CONTENT_DIR: ${config.contentDir} is not a folder`);
  }
  // The search's first fill waits until the start is over (PostSearch.holdFillsUntil).
  let startOver!: () => void;
  const { index, watcher } = await openContentIndex(config, options.logger, new Promise<void>((resolve) => (startOver = resolve)));
  try {
    return await startServices(config, { index, watcher }, options);
  } finally {
    startOver();
  }
}

async function startServices(
  config: Config,
  { index, watcher }: { index: ContentIndex; watcher: ContentWatcher },
  { logger, throttle, lockWaitMs, syncTuning, pendingImageMaxAgeMs }: StartOptions,
): Promise<RunningFolio> {
  const manifest = await loadAssetManifest(config.clientDir);

  const auth = await AdminAuth.create({ password: config.admin.password, dataDir: config.dataDir, sessionTtlMs: config.admin.sessionTtlMs, logger, throttle });
  const stopPasswordWatch = watchPasswordFile(auth, config.dataDir, logger);
  const passkeys = new PasskeyCeremonies({ store: auth.passkeys, siteUrl: config.siteUrlSet ? config.siteUrl : undefined, logger });

  const repo = new ContentRepo({ dir: config.contentDir, author: commitIdentity(config.git, index), logger, journal: WriteJournal.inDataDir(config.dataDir), lockWaitMs });
  await repo.prepare();
  const pending = new PendingUploads({ repo, logger, maxAgeMs: pendingImageMaxAgeMs });
  // Built before the post writer, which asks it how each save fared; started once the rest is ready.
  const { sync, refusal: syncRefusal } = await createContentSync({ config, repo, pending, logger, tuning: syncTuning });
  // Images uploaded for posts never saved; what waited a day for a save is cleaned now and hourly.
  const unsaved = new UnsavedUploads({ dataDir: config.dataDir, logger, queue: (task) => repo.exclusive(task) });
  await unsaved.start();
  const posts = new PostService({ index, repo, pending, unsaved, logger, sync: sync && new SyncAfterWrite(sync, config.contentDir) });
  const drafts = new DraftRevisionStore(config.dataDir);
  const places = new PlaceService({ index, repo, logger, sync: sync && new SyncAfterWrite(sync, config.contentDir) });
  const placeImages = new PlaceImages({ index, repo, logger });
  const images = new ImageUploads({ index, repo, pending, unsaved, logger });
  const history = new PostHistory(index, repo);
  const suggester = createPostSuggester({ apiKey: config.ai.apiKey, baseURL: config.ai.baseUrl, model: config.ai.model, logger });
  logger.info(`admin: console ready (AI suggestions: ${suggester.source === 'openai' ? `${config.ai.model} via ${config.ai.baseUrl ?? 'api.openai.com'}` : 'built-in analyzer'})`);

  const leads = await openLeadServices(config, logger);
  const previews = await PreviewLinkStore.open(config.dataDir);
  await followPostIdentity({ index, previews, contentDir: config.contentDir, logger });
  if (config.smtp) void checkSmtp(config.smtp, index.getSettings().owner.email, logger);

  await sync?.start();

  const services: FolioServices = { config, logger, index, manifest, auth, passkeys, repo, pending, unsaved, posts, drafts, places, placeImages, images, history, suggester, leads, previews, sync, syncRefusal };
  return {
    app: createApp(services),
    services,
    close: async () => {
      stopPasswordWatch();
      unsaved.close();
      // Images still waiting for a save are committed before sync stops (best-effort).
      await pending.close();
      await Promise.allSettled([watcher.close(), sync?.stop()]);
    },
  };
}

/** Problems named in the start-up line. */
const NAMED_PROBLEMS = 50;

/** Builds the index, watching first so that a file changed while it is read is not missed. */
async function openContentIndex(config: Config, logger: Logger, startOver: Promise<void>): Promise<{ index: ContentIndex; watcher: ContentWatcher }> {
  const started = performance.now();
  // Once the search has taken in the start (or a big pull), the memory that took goes back.
  const index = new ContentIndex({ contentDir: config.contentDir, publicDir: config.publicDir, logger, onSearchFilled: memoryGiver(logger) });
  index.holdSearchFillsUntil(startOver);
  const watcher = watchContent(index, logger, { rescanMs: config.contentRescanMs });
  // A slow file does not hold the start: it is read after, and said to be waiting meanwhile.
  await index.build({ onFolder: watcher.watchFolder, setSlowAside: true });
  contentParsers.settle();
  const problems = index.problems();
  // The first problems by name, the rest counted: a repo holding 100,000 stray files gets one short line.
  const named = problems.slice(0, NAMED_PROBLEMS).map(formatProblem).join('; ') + (problems.length > NAMED_PROBLEMS ? `; and ${problems.length - NAMED_PROBLEMS} more (the console's Content problems and npm run content:check list them all)` : '');
  // Files set aside as slow are read after the start (parse-pool.ts): named among the notes, and counted here.
  const waiting = index.waitingFiles();
  logger.info(
    `content: indexed ${index.listPosts().length} posts, ${index.listProjects().length} projects, ${index.listTemplates().length} templates ` +
      `in ${Math.round(performance.now() - started)} ms${waiting ? `; ${waiting} slow file(s) are read after the start` : ''}${problems.length ? `; ${problems.length} problem(s): ${named}` : ''}`,
  );
  return { index, watcher };
}
