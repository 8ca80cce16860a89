// Which post a preview link opens (decision 038): the post's file and the commit that added it.
// A post deleted and written again under the same slug — by the console, by hand, or in a pull
// that deletes and re-adds it — is added by a new commit, so the old link no longer matches it;
// a change of format renames the file in one commit that deletes the old name and adds the new,
// which the link follows. Every content change marks the links of that file, which open nothing
// until this check has run (milliseconds: one `git log` per link).
import { commitAdds, lastCommitTouching } from '../git/commit-queries';
import type { ContentIndex } from '../content/content-index';
import type { Logger } from '../logger';
import type { LinkCheck, PostIdentity, PreviewLinkStore } from './preview-link-store';

/** The identity of the post `slug` now, for a new link; undefined when there is no such post. */
export async function currentIdentity(contentDir: string, index: ContentIndex, slug: string): Promise<PostIdentity | undefined> {
  const file = index.postFile(slug);
  return file === undefined ? undefined : { file, addedIn: await lastCommitTouching(contentDir, file, 'A') };
}

/** Whether a stored link still belongs to the post its slug now names. */
export function postIdentityCheck(contentDir: string, index: ContentIndex): (link: { slug: string } & Partial<PostIdentity>) => Promise<LinkCheck> {
  return async (link) => {
    const now = await currentIdentity(contentDir, index, link.slug);
    // A link made before links recorded their post adopts the post it opens now.
    if (link.file === undefined) return now ? { keep: now } : 'revoke';
    if (now?.file === link.file) {
      // Not committed when the link was made: the commit that added it since is adopted.
      return link.addedIn === now.addedIn || link.addedIn === null ? { keep: now } : 'revoke';
    }
    // Gone, or another file now: followed only when one commit renamed it to its other format
    // (the index may not have read the new file yet).
    const deletedIn = await lastCommitTouching(contentDir, link.file, 'D');
    const other = otherFormat(link.file);
    if (!deletedIn || !other) return 'revoke';
    return (await commitAdds(contentDir, deletedIn, other)) ? { keep: { file: other, addedIn: deletedIn } } : 'revoke';
  };
}

/** posts/x.md ⇄ posts/x.html: the rename a change of format makes (server/posts/post-service.ts). */
function otherFormat(file: string): string | null {
  if (file.endsWith('.md')) return `${file.slice(0, -'.md'.length)}.html`;
  if (file.endsWith('.html')) return `${file.slice(0, -'.html'.length)}.md`;
  return null;
}

/**
 * Checks every link once (awaited, before the site answers), then again whenever a file of a
 * link changes on disk; one check runs at a time.
 */
export async function followPostIdentity({ index, previews, contentDir, logger }: { index: ContentIndex; previews: PreviewLinkStore; contentDir: string; logger: Logger }): Promise<void> {
  const check = postIdentityCheck(contentDir, index);
  let running = false;
  const run = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      while (previews.needsCheck) await previews.verify(check);
    } catch (error) {
      logger.error('previews: the preview links could not be checked against their posts; they open nothing until the next change', error);
    } finally {
      running = false;
    }
  };
  index.onChange((file) => {
    previews.markChanged(file);
    if (previews.needsCheck) void run();
  });
  await run();
}
