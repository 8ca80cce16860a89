// The console's image calls, the contract both sides import:
//   POST /api/admin/images?post=<slug>&name=<file name>  body: the file's bytes → UploadedImage (201)
//   GET  /api/admin/images?post=<slug>                   → ContentImage[] (beside the post, then images/)
// An upload is checked by its bytes and stored beside the post (posts/<slug>/<name>.<ext>). For a
// post already saved it is committed with the post's next save (docs/decisions/027); for a post
// never saved it is kept out of the content, seen by the console alone at /media/.unsaved/…, until
// the post's first save moves it beside the post and commits it with it
// (docs/decisions/081-unsaved-uploads-stay-private).

/** The largest image the console accepts. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_SIZE_TEXT = '10 MB';

/** What the console accepts, as the owner reads it in messages and help text. */
export const ACCEPTED_IMAGES_TEXT = 'JPEG, PNG, WebP, AVIF, GIF or SVG';

/** The file picker's accept list: a hint only, the server checks the bytes. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.gif,.svg';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg';

/** An image in the content repo, as the picker lists it. */
export interface ContentImage {
  /** Relative to the content folder: posts/my-post/cover.webp, images/x.png. */
  path: string;
  /** The site path it is served at: /media/posts/my-post/cover.webp, /images/x.png. */
  url: string;
  /** Whether it sits beside the post (else under images/). */
  besidePost: boolean;
  /** Whether ?w=&q= renditions exist for it (not for SVG). */
  resizable: boolean;
}

/** The answer to an upload. */
export interface UploadedImage extends ContentImage {
  type: ImageType;
  bytes: number;
  width: number | null;
  height: number | null;
  /**
   * The commit that added it; null when it waits for the post's save (`pending`) or when the same
   * image was already there (nothing to commit).
   */
  commit: string | null;
  /** Stored beside the saved post, to be committed with its next save (or on its own within minutes); or, with `unsaved`, kept for the post's first save. */
  pending: boolean;
  /**
   * The post has never been saved: the image is kept out of the content and served to the
   * signed-in console alone, at `url` (`/media/.unsaved/<slug>/<name>`), until the post's first
   * save moves it to `path` (beside the post under the slug it is saved with) and commits it
   * with the post. Removed if no save comes within a day.
   */
  unsaved: boolean;
  /** For an SVG: what was removed to make it safe (empty when nothing was). */
  removed: string[];
}
