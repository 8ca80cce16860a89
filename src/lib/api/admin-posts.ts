// What the console's post endpoints answer beyond the public post shapes: a post opened for
// editing (GET /api/admin/posts/:slug) and the commits of its history
// (GET /api/admin/posts/:slug/history), and a save's answer.
import type { Post } from '../content-types';
import type { PostExtension } from '../post-format';
import type { PostFileFields } from '../schemas/post-fields';
import type { SaveSync } from './sync-status';

/** What a save answers (create, update, restore): the post as the site now serves it, and how the save fared against the remote. */
export type SavedPost = Post & { sync: SaveSync };

/** A post as the editor opens it: its front matter as written, its body, and the file's version. */
export interface OpenedPost {
  slug: string;
  file: string;
  /** The file's extension: 'md' (edited as Markdown) or 'html'. */
  format: PostExtension;
  /** A hash of the whole file: an update sends it back, and a changed file refuses the update. */
  version: string;
  /** The file's fields (a field it leaves out is null), with the slug and the body as written. */
  post: PostFileFields & { slug: string; content: string };
}

/** One commit of a file's history, newest first in a list. */
export interface CommitInfo {
  hash: string;
  date: string;
  authorName: string;
  authorEmail: string;
  message: string;
}

/** A post whose file was deleted from the content repo; its history and Restore still work. */
export interface DeletedPost {
  slug: string;
  /** Where the file was, relative to the content folder. */
  file: string;
  /** Its title in the last version before the deletion. */
  title: string;
  deletedAt: string;
  /** The commit that deleted it. */
  deletedIn: string;
  deletedBy: string;
}
