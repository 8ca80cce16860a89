// Whether sync may run where CONTENT_DIR sits (issue 40, docs/decisions/082). Sync
// pushes the branch of the repository that holds CONTENT_DIR. When CONTENT_DIR is a folder of a
// larger repository (a fresh clone of the app keeps content/ in the app's repository), that
// branch is the app's whole history, code included: a first sync once pushed 493 commits of the
// app to a remote meant for the content. So sync does not start there. The site and the console
// go on (their commits stay in that repository), and the start-up log, the console's Backup tab
// and GET /healthz say why and what to do: `npm run content:init`, then a restart.
import { readContentLayout } from '../git/content-layout';

export interface SyncRefusal {
  /** Why, in full with the folders named: the start-up log and the console's Backup tab. */
  message: string;
  /** Why, without the server's folders: GET /healthz and the webhook's answer, which are not signed in. */
  publicMessage: string;
}

/** A refusal when CONTENT_DIR is a folder of a larger repository; null when sync may start. */
export async function syncRefusal(contentDir: string): Promise<SyncRefusal | null> {
  const layout = await readContentLayout(contentDir);
  if (!layout?.prefix) return null;
  const todo = 'Give the content a repository of its own: stop the server, run npm run content:init in the app folder, follow the steps it prints, and start the server again.';
  return {
    message:
      `CONTENT_GIT_REMOTE is set, but sync is off: CONTENT_DIR (${contentDir}) is the folder ${layout.prefix} of the repository ${layout.top}, ` +
      `and a sync would push that repository's whole history, the app's own files with the content, to the remote. ${todo} ` +
      `Until then the site and the console work as usual, committing into ${layout.top}, and nothing is pushed.`,
    publicMessage: `CONTENT_GIT_REMOTE is set, but sync is off: CONTENT_DIR is a folder of a larger repository (the app's), whose whole history a sync would push. ${todo}`,
  };
}
