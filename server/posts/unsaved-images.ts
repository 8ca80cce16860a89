// What a save does with the images uploaded for a post never saved (server/images/unsaved-uploads.ts):
// each `/media/.unsaved/<slug>/<name>` the body or the featured image names is written beside the
// post (`posts/<slug>/<name>`, or `-2`… beside a different image of that name; the same image
// already there is used as it is), the addresses are rewritten to the served ones, and the images
// go into the save's own commit. The slug in the address is the one the image was uploaded under,
// so a slug changed before the first save takes its images along. The images are written before
// the save's one parse, so that the post is filed with them; until the post is filed they are
// hidden from visitors (`placing`), and a save that fails takes them back out.
//
// The preview shows them too: the addresses are swapped for stand-ins the renderer leaves alone,
// then swapped back, so the console's browser asks /media/.unsaved/ for them with its cookie.
import { readFile } from 'node:fs/promises';
import type { PostInput } from '../../src/lib/schemas/blog-post';
import { ApiError } from '../api/api-error';
import { mediaUrl } from '../content/content-media';
import type { ContentIndex } from '../content/content-index';
import { resolveWithoutLinks } from '../content/no-follow-read';
import { removeContained, writeContained } from '../files/contained-write';
import type { ContentRepo } from '../git/content-repo';
import { unsavedImagesIn, UNSAVED_MEDIA_PREFIX, type UnsavedImage, type UnsavedUploads } from '../images/unsaved-uploads';

const MAX_NAMES = 1000;
const STAND_IN = 'https://unsaved-image.invalid/';
const CONTENT_ROOT = { rootName: 'the content folder' };

export interface UnsavedImagesOptions {
  unsaved: UnsavedUploads;
  index: ContentIndex;
  repo: ContentRepo;
}

/** The save's input with the served addresses, and the images written for its commit. */
export interface Placement {
  input: PostInput;
  written: string[];
}

/**
 * Runs `save` with the unsaved images `input` names placed in `folder` (the post's own folder) and
 * its addresses rewritten; a save that throws leaves no placed image behind. In the repo's queue.
 */
export async function withUnsavedImages<T>(options: UnsavedImagesOptions, input: PostInput, folder: string, save: (placement: Placement) => Promise<T>): Promise<T> {
  const images = unsavedImagesIn(input.content, input.image);
  if (images.length === 0) return save({ input, written: [] });
  const { unsaved, index } = options;
  const written: string[] = [];
  try {
    const targets = new Map<string, string>();
    const chosen = new Map<string, Buffer>();
    for (const image of images) {
      const bytes = await unsaved.read(image.key, image.name);
      if (!bytes) throw cleanedAway(image);
      const { target, exists } = await placeFor(index.contentDir, folder, image.name, bytes, chosen);
      chosen.set(target, bytes);
      targets.set(image.url, mediaUrl(target));
      if (exists) continue;
      unsaved.placing.add(target);
      await writeContained(index.contentDir, target, bytes, { ...CONTENT_ROOT, exclusive: true });
      written.push(target);
      await index.refreshFile(target);
    }
    const rewrite = (text: string) => text.replace(/\/media\/\.unsaved\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+/g, (url) => targets.get(url) ?? url);
    return await save({ input: { ...input, content: rewrite(input.content), image: input.image && rewrite(input.image) }, written });
  } catch (error) {
    await takeBack(options, written);
    throw error;
  } finally {
    for (const file of written) unsaved.placing.delete(file);
  }
}

/** The body with each unsaved image swapped for a stand-in the renderer keeps, and the way back. */
export async function previewStandIns(unsaved: UnsavedUploads, content: string): Promise<{ content: string; restore: (html: string) => string; notes: string[]; gone: string[] }> {
  const notes: string[] = [];
  const gone: string[] = [];
  let shown = content;
  for (const image of unsavedImagesIn(content)) {
    if (await unsaved.file(image.key, image.name)) shown = shown.replaceAll(image.url, `${STAND_IN}${image.url.slice(UNSAVED_MEDIA_PREFIX.length)}`);
    else {
      gone.push(image.url);
      notes.push(cleanedAway(image).message);
    }
  }
  return { content: shown, restore: (html) => html.replaceAll(STAND_IN, UNSAVED_MEDIA_PREFIX), notes, gone };
}

/** Where an image goes in `folder`: its own name, or the first `-n` free or holding the same bytes. */
async function placeFor(contentDir: string, folder: string, name: string, bytes: Buffer, chosen: Map<string, Buffer>): Promise<{ target: string; exists: boolean }> {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = [name.slice(0, dot), name.slice(dot)];
  for (let n = 1; n < MAX_NAMES; n++) {
    const target = `${folder}/${n === 1 ? stem : `${stem}-${n}`}${extension}`;
    const taken = chosen.get(target);
    if (taken) {
      if (taken.equals(bytes)) return { target, exists: true };
      continue;
    }
    const existing = await readExisting(contentDir, target);
    if (existing === 'missing') return { target, exists: false };
    if (existing !== 'other' && existing.equals(bytes)) return { target, exists: true };
  }
  throw new ApiError(409, 'name_taken', `Too many images named "${name}" beside this post: upload the image again under another name.`);
}

/** The file's bytes; 'missing' when nothing is there (a link on the way is refused by the write); 'other' when unreadable. */
async function readExisting(contentDir: string, file: string): Promise<Buffer | 'missing' | 'other'> {
  try {
    return await readFile(await resolveWithoutLinks(contentDir, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === undefined ? 'missing' : 'other';
  }
}

/** A failed save: each image it wrote and did not commit is removed, and the index forgets it. */
async function takeBack({ index, repo }: UnsavedImagesOptions, written: string[]): Promise<void> {
  const uncommitted = new Set(await repo.uncommitted(written).catch(() => written));
  for (const file of written) {
    if (!uncommitted.has(file)) continue;
    await removeContained(index.contentDir, file, CONTENT_ROOT).catch(() => undefined);
    await index.refreshFile(file);
  }
}

function cleanedAway(image: UnsavedImage): ApiError {
  return new ApiError(
    422,
    'content_refused',
    `The post was not saved: the image ${image.url} was uploaded for a post that was never saved, and was removed after a day without a save. Upload it again (Insert image or Upload image), then save.`,
  );
}
