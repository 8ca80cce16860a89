// The images of the places' forms (a profile photo, a project's picture, a testimonial's face):
// the picker lists those under images/, and an upload is checked as a post's is (by its bytes,
// image-uploads.ts) and committed at once, in its own commit, as images/<name>.<ext>. Unlike a
// post's image, it waits for no save: the form only names its path, and a path the site does
// not have yet would be a content note until then.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentImage } from '../../src/lib/api/admin-images';
import type { PlaceImage } from '../../src/lib/api/places';
import { slugify } from '../../src/lib/slug';
import { ApiError } from '../api/api-error';
import type { ContentIndex } from '../content/content-index';
import { mediaUrl } from '../content/content-media';
import { IMAGE_EXTENSIONS } from '../content/content-paths';
import { resolveWithoutLinks } from '../content/no-follow-read';
import type { ContentRepo } from '../git/content-repo';
import { IMAGE_EXTENSION } from '../images/image-bytes';
import { checkImage } from '../images/image-uploads';
import type { Logger } from '../logger';

const FOLDER = 'images';
const PICKER_EXTENSIONS = new Set([...IMAGE_EXTENSIONS, 'svg']);
const MAX_NAME_LENGTH = 80;
const MAX_LISTED = 1000;

export class PlaceImages {
  constructor(private readonly options: { index: ContentIndex; repo: ContentRepo; logger: Logger }) {}

  list(): ContentImage[] {
    return this.options.index
      .contentAssets()
      .filter((file) => file.startsWith(`${FOLDER}/`) && PICKER_EXTENSIONS.has(path.posix.extname(file).slice(1).toLowerCase()))
      .sort()
      .slice(0, MAX_LISTED)
      .map((file) => ({ path: file, url: mediaUrl(file), besidePost: false, resizable: !/\.svg$/i.test(file) }));
  }

  async upload(name: string, bytes: Uint8Array): Promise<PlaceImage> {
    const checked = await checkImage(name, bytes);
    const base = slugify(name.replace(/\.[^.]*$/, '')).slice(0, MAX_NAME_LENGTH).replace(/-+$/, '') || 'image';
    const extension = IMAGE_EXTENSION[checked.type];
    const { index, repo, logger } = this.options;
    return repo.exclusive(async () => {
      for (let n = 1; n < 1000; n++) {
        const file = `${FOLDER}/${n === 1 ? base : `${base}-${n}`}.${extension}`;
        const existing = await resolveWithoutLinks(index.contentDir, file).then((absolute) => readFile(absolute), () => null);
        // The same image uploaded again is the one already there; a different one never replaces it.
        if (existing && Buffer.compare(existing, Buffer.from(checked.bytes)) === 0) return { path: file, url: mediaUrl(file), commit: null };
        if (existing) continue;
        const commit = await index.writing([file], async () => {
          const committed = await repo.commitFiles([{ file, text: checked.bytes, previous: null, exclusive: true }], `Add image ${file}`);
          await index.refreshFile(file);
          return committed.hash;
        });
        logger.info(`console: added image ${file}, commit ${commit.slice(0, 7)}`, { event: 'console-write', file, commit });
        return { path: file, url: mediaUrl(file), commit };
      }
      throw new ApiError(409, 'name_taken', `Too many images named "${base}" under images/: rename the file and upload it again.`);
    });
  }
}
