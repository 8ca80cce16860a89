// Uploads images for the editor, one file after another, and says how each went in the console's
// banner: where it was stored (for a post never saved: that it stays private until the first save),
// and what an SVG lost to be safe, or the server's own message for a refusal. A file over the
// limit, or a post with no slug yet, is refused before any byte is sent.
import { useState } from 'react';
import { ACCEPTED_IMAGES_TEXT, MAX_IMAGE_BYTES, MAX_IMAGE_SIZE_TEXT, type UploadedImage } from '../../lib/api/admin-images';
import { errorBody } from '../../lib/api/api-client';
import { IMAGE_MESSAGES } from '../../lib/schemas/image-upload';
import { isSlug } from '../../lib/slug';
import { useConsoleAction } from '../api/use-console-action';
import type { ShowStatus } from '../components/status-banner';

/** Upload messages stay long enough to read a file name and a path. */
const UPLOAD_BANNER_MS = 8000;

export function uploadedMessage(image: UploadedImage): string {
  const stored = image.commit
    ? `Image uploaded and committed: ${image.path}`
    : image.unsaved
      ? `Image uploaded: only you can see it until you save the post, which puts it in ${image.path} and commits it with the post`
      : image.pending
        ? `Image uploaded: ${image.path}. It is committed with the post when you save`
        : `This image is already in the content repository: ${image.path}`;
  return image.removed.length > 0 ? `${stored}. Removed from the SVG to make it safe: ${image.removed.join(', ')}.` : `${stored}.`;
}

export function useImageUpload(show: ShowStatus, post: () => string) {
  const [busy, setBusy] = useState(false);
  // The body is the file's bytes, not JSON (console-endpoints.ts: uploadImage).
  const uploadOne = useConsoleAction((call, { slug, file }: { slug: string; file: File }) => call('uploadImage', { query: { post: slug, name: file.name }, body: file }), {
    show,
    refresh: [],
    failed: (error, { file }) => {
      console.warn('Image upload failed:', error instanceof Error ? error.message : error);
      const text = errorBody(error)?.message ?? `"${file.name}" could not be uploaded. Check the connection and try again (${ACCEPTED_IMAGES_TEXT}, at most ${MAX_IMAGE_SIZE_TEXT}).`;
      return { text, ms: UPLOAD_BANNER_MS };
    },
  });

  /** Uploads the files; calls `onUploaded` for each one stored. */
  const upload = async (files: File[], onUploaded: (image: UploadedImage, file: File) => void) => {
    const slug = post().trim();
    if (!isSlug(slug) || slug === '') return show('error', IMAGE_MESSAGES.post, UPLOAD_BANNER_MS);
    setBusy(true);
    try {
      for (const file of files) {
        if (file.size > MAX_IMAGE_BYTES) {
          show('error', `"${file.name}" is larger than ${MAX_IMAGE_SIZE_TEXT}, the largest image the site accepts. Make it smaller and upload it again.`, UPLOAD_BANNER_MS);
          continue;
        }
        // After the session has ended, the remaining files are refused without being sent.
        const image = await uploadOne.run({ slug, file });
        if (!image) continue;
        onUploaded(image, file);
        show('success', uploadedMessage(image), UPLOAD_BANNER_MS);
      }
    } finally {
      setBusy(false);
    }
  };

  return { busy, upload };
}
