// The console's images: an upload is checked by its bytes (never its name or declared type). For
// a post already saved it is stored beside it (posts/<slug>/<name>.<ext>, the folder a bundle's
// images sit in), where the editor's preview, the picker and the save's missing-image check see it
// at once (docs/decisions/027), and waits, uncommitted, for the post's next save, which commits
// both together (server/git/pending-uploads.ts commits it on its own if no save comes). For a post
// never saved it is kept out of the content, in DATA_DIR, seen by the console alone, until the
// post's first save brings it in (unsaved-uploads.ts; decision 081, unsaved uploads stay
// private). The picker lists a never-saved post's images, then those beside the post and under
// images/ from the index.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ACCEPTED_IMAGES_TEXT, MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_TEXT, type ContentImage, type ImageType, type UploadedImage } from '../../src/lib/api/admin-images';
import { slugify } from '../../src/lib/slug';
import { ApiError } from '../api/api-error';
import type { ContentIndex } from '../content/content-index';
import { IMAGE_EXTENSIONS } from '../content/content-paths';
import { mediaUrl } from '../content/content-media';
import { writeContained } from '../files/contained-write';
import { resolveWithoutLinks } from '../content/no-follow-read';
import type { ContentRepo } from '../git/content-repo';
import type { PendingUploads } from '../git/pending-uploads';
import type { Logger } from '../logger';
import { findPostFile } from '../posts/post-lookup';
import { detectImageType, IMAGE_EXTENSION, SHARP_FORMAT } from './image-bytes';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_PIXELS_TEXT } from './image-limits';
import { sanitizeSvg, UnsafeSvgError } from './svg-sanitizer';
import { unsavedUrl, type UnsavedUploads } from './unsaved-uploads';

const MAX_NAME_LENGTH = 80;
const MAX_LISTED = 500;
const PICKER_EXTENSIONS = new Set([...IMAGE_EXTENSIONS, 'svg']);

export const TYPE_NAMES: Record<ImageType, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF', gif: 'GIF', svg: 'SVG' };

export function tooLargeMessage(name: string | undefined): string {
  return `${name ? `"${name}" is` : 'The file is'} larger than ${MAX_IMAGE_SIZE_TEXT}, the largest image the site accepts. Make it smaller (a web page rarely needs more than 2000 pixels across) and upload it again.`;
}

export interface ImageUploadsOptions {
  index: ContentIndex;
  repo: ContentRepo;
  /** Holds an image uploaded to a saved post until that post's next save. */
  pending: PendingUploads;
  /** Holds an image uploaded to a post never saved until that post's first save. */
  unsaved: UnsavedUploads;
  logger: Logger;
}

interface CheckedImage {
  type: ImageType;
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
  removed: string[];
}

export class ImageUploads {
  constructor(private readonly options: ImageUploadsOptions) {}

  /** Where a post's images go: its bundle folder, or posts/<slug>/ beside posts/<slug>.md. */
  folderOf(slug: string): string {
    const file = this.options.index.postFile(slug);
    if (!file) return `posts/${slug}`;
    const parsed = path.posix.parse(file);
    return /^index$/i.test(parsed.name) ? parsed.dir : path.posix.join(parsed.dir, parsed.name);
  }

  /** A never-saved post's own uploads, then the images beside the post, then those under images/, each group by path. */
  async list(slug: string): Promise<ContentImage[]> {
    const folder = `${this.folderOf(slug)}/`;
    const unsaved = this.options.index.postFile(slug) ? [] : (await this.options.unsaved.list(slug)).map((name) => describeUnsaved(folder, slug, name));
    const images = this.options.index
      .contentAssets()
      .filter((file) => PICKER_EXTENSIONS.has(path.posix.extname(file).slice(1).toLowerCase()))
      .filter((file) => file.startsWith(folder) || file.startsWith('images/'))
      .map((file) => describe(file, file.startsWith(folder)));
    images.sort((a, b) => Number(b.besidePost) - Number(a.besidePost) || a.path.localeCompare(b.path));
    return [...unsaved, ...images].slice(0, MAX_LISTED);
  }

  /**
   * Checks and stores one image, held for the post's next save when the post is saved, else kept
   * for its first save; answers where it is served.
   */
  async upload(slug: string, name: string, bytes: Uint8Array): Promise<UploadedImage> {
    const checked = await checkImage(name, bytes);
    const folder = this.folderOf(slug);
    const base = slugify(name.replace(/\.[^.]*$/, '')).slice(0, MAX_NAME_LENGTH).replace(/-+$/, '') || 'image';
    const extension = IMAGE_EXTENSION[checked.type];
    const { index, pending } = this.options;
    return this.options.repo.exclusive(async () => {
      const saved = (await findPostFile(index, slug)) !== null;
      if (!saved) {
        const name = await this.options.unsaved.store(slug, base, extension, checked.bytes);
        if (name === null) throw tooManyNamed(base);
        this.options.logger.info(`console: kept image ${name} for the post "${slug}", not saved yet: committed with its first save`, { event: 'console-write', file: `${folder}/${name}` });
        return { ...describeUnsaved(`${folder}/`, slug, name), ...this.measures(checked), commit: null, pending: true, unsaved: true };
      }
      for (let n = 1; n < 1000; n++) {
        const file = `${folder}/${n === 1 ? base : `${base}-${n}`}.${extension}`;
        // Read without following a link: a link where the image would go is refused by the write below.
        const existing = await resolveWithoutLinks(index.contentDir, file).then((absolute) => readFile(absolute), () => null);
        // The same image uploaded again is the one already there; a different one never replaces it.
        if (existing && Buffer.compare(existing, Buffer.from(checked.bytes)) === 0) return this.answer(file, checked, null, pending.has(file));
        if (existing) continue;
        await this.hold(slug, file, checked.bytes);
        return this.answer(file, checked, null, true);
      }
      throw tooManyNamed(base);
    });
  }

  /** Writes the image beside its saved post, uncommitted, for the post's next save. */
  private async hold(slug: string, file: string, bytes: Uint8Array): Promise<void> {
    await writeContained(this.options.index.contentDir, file, bytes, { exclusive: true, rootName: 'the content folder' });
    this.options.pending.hold(slug, file);
    this.options.logger.info(`console: stored image ${file}, to be committed with the next save of the post`, { event: 'console-write', file });
    await this.options.index.refreshFile(file);
  }

  private answer(file: string, checked: CheckedImage, commit: string | null, pending: boolean): UploadedImage {
    return { ...describe(file, true), ...this.measures(checked), commit, pending, unsaved: false };
  }

  private measures(checked: CheckedImage): Pick<UploadedImage, 'type' | 'bytes' | 'width' | 'height' | 'removed'> {
    return { type: checked.type, bytes: checked.bytes.length, width: checked.width, height: checked.height, removed: checked.removed };
  }
}

function tooManyNamed(base: string): ApiError {
  return new ApiError(409, 'name_taken', `Too many images named "${base}" beside this post: rename the file and upload it again.`);
}

/** A never-saved post's image: listed where its first save will put it, served from where it waits (no renditions). */
function describeUnsaved(folder: string, slug: string, name: string): ContentImage {
  return { path: `${folder}${name}`, url: unsavedUrl(slug, name), besidePost: true, resizable: false };
}

function describe(file: string, besidePost: boolean): ContentImage {
  return { path: file, url: mediaUrl(file), besidePost, resizable: !/\.svg$/i.test(file) };
}

/** The image as it will be stored, or a 4xx that names the file and what is accepted. */
export async function checkImage(name: string, bytes: Uint8Array): Promise<CheckedImage> {
  if (bytes.length === 0) throw new ApiError(400, 'empty_file', `"${name}" is empty. Choose a ${ACCEPTED_IMAGES_TEXT} image.`);
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError(413, 'image_too_large', tooLargeMessage(name));
  const type = detectImageType(bytes);
  if (!type) {
    throw new ApiError(415, 'unsupported_image', `"${name}" is not an image the site accepts: its contents are not ${ACCEPTED_IMAGES_TEXT}, whatever its name says. Upload a ${ACCEPTED_IMAGES_TEXT} file of at most ${MAX_IMAGE_SIZE_TEXT}.`);
  }
  if (type === 'svg') return checkSvg(name, bytes);
  const unreadable = () => new ApiError(422, 'unreadable_image', `"${name}" starts like a ${TYPE_NAMES[type]} image but could not be read to the end (the file may be damaged or cut short). Export it again and upload the new file.`);
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!metadata || !SHARP_FORMAT[type].includes(metadata.format ?? '')) throw unreadable();
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ApiError(422, 'image_too_large', `"${name}" is ${width} × ${height} pixels (${Math.round((width * height) / 1_000_000)} megapixels); the largest image the site accepts is ${MAX_IMAGE_PIXELS_TEXT}. Make it smaller — the site shows images at most 1600 pixels wide, so 2000–3000 pixels across is plenty — and upload it again.`);
  }
  // Decoding every pixel once finds a file cut short or damaged after a valid header.
  await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).stats().catch(() => {
    throw unreadable();
  });
  return { type, bytes, width, height, removed: [] };
}

async function checkSvg(name: string, bytes: Uint8Array): Promise<CheckedImage> {
  const refused = (reason: string) =>
    new ApiError(422, 'unsafe_svg', `"${name}" was refused: it is an SVG that cannot be made safe (${reason}). Export it as PNG or WebP, or as a plain SVG, and upload that.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused('it is not UTF-8 text');
  }
  let sanitized: ReturnType<typeof sanitizeSvg>;
  try {
    sanitized = sanitizeSvg(text);
  } catch (error) {
    if (error instanceof UnsafeSvgError) throw refused(error.message);
    throw error;
  }
  const svg = Buffer.from(sanitized.svg, 'utf8');
  const metadata = await sharp(svg).metadata().catch(() => null);
  if (metadata?.format !== 'svg') throw refused('what is left once scripts and links are removed is not a drawing the site can show');
  return { type: 'svg', bytes: svg, width: metadata.width ?? null, height: metadata.height ?? null, removed: sanitized.removed };
}
