// `npm run content:init`: gives CONTENT_DIR a Git repository of its own, with the history of its
// files, when it is a folder of a larger repository (a fresh clone of the app keeps content/ in
// the app's repository; docs/decisions/041). Says what it did and what to do next: stop tracking
// the folder in the app's repository, add a remote, restart the server. Refuses, changing
// nothing, when CONTENT_DIR already is a repository's top or has uncommitted changes.
import { ConfigError } from '../../server/config';
import { loadConfigWithEnvFile } from '../../server/env-file';
import { ContentInitRefusal, initContentRepo } from '../../server/git/content-repo-init';

try {
  const { config } = loadConfigWithEnvFile();
  const dir = config.contentDir;
  const done = await initContentRepo(dir);
  const folder = done.prefix.replace(/\/$/, '');
  console.log(
    [
      `content:init: ${dir} is now a Git repository of its own, on the branch ${done.branch}, with the ${done.commits} commit(s) of ${done.from} that changed ${folder}/ (authors, dates and messages kept; the app's other files are not in it).`,
      '',
      'Next:',
      `  1. Stop the server if it is running, and start it again after step 3: it then commits into ${dir}.`,
      `  2. Stop tracking the folder in the app's repository, so the two never hold different versions:`,
      `       cd ${done.from} && git rm -r --cached --quiet ${folder} && echo '/${folder}/' >> .gitignore && git add .gitignore && git commit -m "Content lives in its own repository"`,
      `  3. Give the content a remote (an empty private repository on GitHub, Gitea…) and push it:`,
      `       git -C ${dir} remote add origin <url> && git -C ${dir} push -u origin ${done.branch}`,
      '     then set CONTENT_GIT_REMOTE=<url> (and CONTENT_WEBHOOK_SECRET) so the server syncs with it.',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof ContentInitRefusal || error instanceof ConfigError) {
    console.error(`content:init: ${error.message}`);
  } else {
    console.error(`content:init: failed, and nothing in the app's repository was changed: ${(error as Error).message}`);
  }
  process.exit(1);
}
