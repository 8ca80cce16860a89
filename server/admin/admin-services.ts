// The console's services, built once at start (server/main.ts) and handed to the app: sign-in,
// the content repo and its writer, and the AI suggester.
import type { Config } from '../config';
import type { ContentIndex } from '../content/content-index';
import { AdminAuth } from '../auth/admin-auth';
import type { ThrottleOptions } from '../auth/login-throttle';
import { createPostSuggester, type PostSuggester } from '../ai/post-suggester';
import { ContentRepo } from '../git/content-repo';
import type { Logger } from '../logger';
import { PostHistory } from '../posts/post-history';
import { recoverInterruptedWrite, WriteJournal } from '../posts/write-journal';
import { PostService } from '../posts/post-service';

export interface AdminServices {
  auth: AdminAuth;
  repo: ContentRepo;
  posts: PostService;
  history: PostHistory;
  suggester: PostSuggester;
  index: ContentIndex;
}

export interface AdminServiceOptions {
  config: Config;
  index: ContentIndex;
  logger: Logger;
  /** Tests shorten the throttle's limits. */
  throttle?: Partial<ThrottleOptions>;
  lockWaitMs?: number;
}

export async function createAdminServices({ config, index, logger, throttle, lockWaitMs }: AdminServiceOptions): Promise<AdminServices> {
  const auth = await AdminAuth.create({ password: config.admin.password, dataDir: config.dataDir, sessionTtlMs: config.admin.sessionTtlMs, logger, throttle });
  const repo = new ContentRepo({
    dir: index.contentDir,
    // The owner named in the settings authors the console's commits unless GIT_AUTHOR_* say otherwise.
    author: () => {
      const { owner } = index.getSettings();
      return { name: config.git.authorName ?? owner.name, email: config.git.authorEmail ?? owner.email };
    },
    logger,
    lockWaitMs,
  });
  await repo.prepare();
  const journal = WriteJournal.inDataDir(config.dataDir);
  await recoverInterruptedWrite({ contentDir: index.contentDir, journal, unstage: (files) => repo.unstage(files), logger });
  const posts = new PostService({ index, repo, logger, journal });
  const suggester = createPostSuggester({ apiKey: config.ai.apiKey, baseURL: config.ai.baseUrl, model: config.ai.model, logger });
  logger.info(`admin: console ready (AI suggestions: ${suggester.source === 'openai' ? `${config.ai.model} via ${config.ai.baseUrl ?? 'api.openai.com'}` : 'built-in analyzer'})`);
  return { auth, repo, posts, history: new PostHistory(posts, repo), suggester, index };
}
