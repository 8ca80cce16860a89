// Content sync over HTTP. The webhook (syncRouter) is mounted before the API's JSON parser,
// because its signature covers the raw body exactly as it was sent; the console's Backup-tab calls
// (syncStatusRoutes: syncStatus, syncNow, openConflict, resolveConflict in the endpoint table,
// src/lib/api/console-endpoints.ts) are mounted by the console router behind its guard.
//   POST /api/hooks/content   pull now; CONTENT_WEBHOOK_SECRET as X-Webhook-Secret (or
//                             X-Gitlab-Token) or an X-Hub-Signature-256 HMAC; else 401. A
//                             caller with neither, or with a wrong header secret and no
//                             signature, is refused before its body is read; a signed body is
//                             read only up to WEBHOOK_BODY_LIMIT (413 beyond). 404 when sync
//                             is off, 409 naming npm run content:init when it was refused
import { Router, type Request, type Response } from 'express';
import { consoleEndpoints } from '../../src/lib/api/console-endpoints';
import { consoleRoute, parseBody } from '../admin/console-route';
import { ApiError } from '../api/api-error';
import { readCappedBody } from '../http/capped-body';
import type { ContentRepo } from '../git/content-repo';
import { openConflict, resolveConflict } from './conflict-resolution';
import type { ContentSync, SyncOutcome } from './content-sync';
import type { Logger } from '../logger';
import type { SyncRefusal } from './sync-refusal';
import { signatureMatches, tokenMatches } from './webhook-signature';

export interface SyncRouterOptions {
  logger: Logger;
  /** Null when CONTENT_GIT_REMOTE is not set (the endpoints then say sync is off) or sync was refused. */
  sync: ContentSync | null;
  /** Why sync is off although CONTENT_GIT_REMOTE is set: the endpoints answer 409 with it. */
  syncRefusal: SyncRefusal | null;
  webhookSecret: string | undefined;
  /** The content repo, where a conflict's resolution is committed. */
  repo: ContentRepo;
}

/** A webhook sender gives up after ~10 s (GitHub); a longer pull goes on after the answer. */
const ANSWER_WITHIN_MS = 8000;

/** The most of a signed body read to check its signature: a push payload is a few KB per commit. */
export const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** Why there is no sync: off (404), or refused at start for where CONTENT_DIR sits (409, with the reason given). */
const syncOff = (refused: string | undefined) =>
  refused !== undefined ? new ApiError(409, 'sync_refused', refused) : new ApiError(404, 'sync_off', 'Content sync is off on this server: set CONTENT_GIT_REMOTE to sync the content with a Git remote.');

export function syncRouter({ sync, syncRefusal, webhookSecret, logger }: Pick<SyncRouterOptions, 'sync' | 'syncRefusal' | 'webhookSecret' | 'logger'>): Router {
  const router = Router();

  router.post('/hooks/content', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    // Not signed in: the reason without the server's folders.
    if (!sync) throw syncOff(syncRefusal?.publicMessage);
    if (!(await webhookAuthorized(req, res, webhookSecret))) {
      logger.warn('sync: webhook refused (secret missing or wrong)', { event: 'webhook-refused' });
      throw new ApiError(401, 'unauthorized', 'The webhook secret is missing or wrong: send CONTENT_WEBHOOK_SECRET in X-Webhook-Secret, or sign the body with it in X-Hub-Signature-256.');
    }
    logger.info('sync: webhook accepted; pulling', { event: 'webhook' });
    const outcome = await settleWithin(sync.requestSync());
    if (!outcome) return void res.status(202).json({ success: true, message: 'The pull has started and is still running.' });
    if (!outcome.ok) throw new ApiError(502, 'sync_failed', `The pull failed: ${outcome.error}`);
    res.json({ success: true, pulled: outcome.pulled, message: pulledMessage(outcome.pulled) });
  });

  return router;
}

/** The console's Backup tab: sync status, "Sync now" and conflicts (the JSON parser ran before). */
export function syncStatusRoutes({ sync, syncRefusal, repo, logger }: Pick<SyncRouterOptions, 'sync' | 'syncRefusal' | 'repo' | 'logger'>): Router {
  const router = Router();
  const refused = syncRefusal?.message;

  consoleRoute(router, consoleEndpoints.syncStatus, async (_req, res) => {
    res.json(sync ? await sync.status() : { enabled: false, ...(refused !== undefined && { refused }) });
  });
  consoleRoute(router, consoleEndpoints.syncNow, async (_req, res) => {
    if (!sync) throw syncOff(refused);
    await settleWithin(sync.requestSync());
    res.json(await sync.status());
  });
  consoleRoute(router, consoleEndpoints.openConflict, async (req, res) => {
    if (!sync) throw syncOff(refused);
    res.set('Cache-Control', 'no-store').json(await openConflict(repo, typeof req.query.copy === 'string' ? req.query.copy : ''));
  });
  consoleRoute(router, consoleEndpoints.resolveConflict, async (req, res) => {
    if (!sync) throw syncOff(refused);
    const resolution = parseBody(consoleEndpoints.resolveConflict, req.body, {
      invalid: { code: 'bad_request', message: () => 'Send {"copy": "conflicts/…", "keep": "served"} to keep the remote\'s version, or "keep": "copy" to keep this server\'s.' },
    });
    const hash = await resolveConflict(repo, resolution);
    logger.info(`sync: conflict in ${resolution.copy} resolved by the owner (kept ${resolution.keep === 'copy' ? "this server's" : "the remote's"} version), commit ${hash.slice(0, 7)}`, { event: 'conflict-resolved', commit: hash });
    await settleWithin(sync.requestSync());
    res.json(await sync.status());
  });

  return router;
}

/** The webhook's answer says what the pull did, so a sender's delivery log is worth reading. */
export function pulledMessage(pulled: number): string {
  if (pulled === 0) return 'Nothing to pull: the content was already up to date with the remote.';
  return `Pulled ${pulled} new commit${pulled === 1 ? '' : 's'} from the remote; the site serves them as soon as they are indexed.`;
}

/**
 * Whether the caller knows the secret. A right header secret needs no body, so none is read;
 * without a signature to check nothing more can help, so the answer comes before the body is
 * read. Only a signature makes the body worth reading, and then only up to the limit. An answer
 * given with the body unread closes the connection, so the rest of the upload is not taken in.
 */
async function webhookAuthorized(req: Request, res: Response, secret: string | undefined): Promise<boolean> {
  if (tokenMatches(secret, req.get('x-webhook-secret') ?? req.get('x-gitlab-token'))) return true;
  const signature = req.get('x-hub-signature-256');
  if (!secret || signature === undefined) {
    res.set('Connection', 'close');
    return false;
  }
  const tooLarge = () => {
    res.set('Connection', 'close');
    return new ApiError(413, 'payload_too_large', `The webhook body is over ${WEBHOOK_BODY_LIMIT / 1024} KB, so its signature was not checked: send the secret in X-Webhook-Secret instead (no body is needed), or let the timed pull bring the changes in.`);
  };
  if (Number(req.get('content-length')) > WEBHOOK_BODY_LIMIT) throw tooLarge();
  // A caller that hangs up mid-body is a client mistake, not a failure of ours to log.
  const body = await readCappedBody(req, WEBHOOK_BODY_LIMIT).catch(() => {
    throw new ApiError(400, 'bad_request', 'The request body could not be read');
  });
  if (body === null) throw tooLarge();
  return signatureMatches(secret, body, signature);
}

/** The outcome, or null when the cycle is still running after ANSWER_WITHIN_MS. */
function settleWithin(cycle: Promise<SyncOutcome>): Promise<SyncOutcome | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS)));
  return Promise.race([cycle, late]).finally(() => clearTimeout(timer));
}
