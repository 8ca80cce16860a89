// The editor's image controls. Beside the Featured Image URL: Upload image (file picker), a drop
// zone and Choose an existing image, each of which fills the URL field. Below the Content: Insert
// image, a drop zone (dropping on the Content area works too, and so does pasting an image into
// the editor) and Insert an existing image, each of which puts the image's markup at the cursor,
// in the body's format (imageMarkup), as a paragraph of its own.
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { hasFiles, ImageDropZone } from './image-drop-zone';
import type { ShowStatus } from '../components/status-banner';
import { ACCEPTED_IMAGES_TEXT, MAX_IMAGE_SIZE_TEXT, type ContentImage } from '../../lib/api/admin-images';
import { altFromFileName, imageMarkup } from '../../lib/image-markup';
import type { PostFormValues } from '../../lib/schemas/blog-post';
import { ImagePicker } from './image-picker';
import type { ContentLink, ImageSpot } from './content-editor/content-link';
import { useImageUpload } from './use-image-upload';

export const IMAGE_HELP = `${ACCEPTED_IMAGES_TEXT}, at most ${MAX_IMAGE_SIZE_TEXT}; stored beside the post and committed with it.`;
const CONTENT_ID = 'post-content';

interface ControlsProps {
  form: UseFormReturn<PostFormValues>;
  show: ShowStatus;
}

export function FeaturedImageControls({ form, show }: ControlsProps) {
  const { busy, upload } = useImageUpload(show, () => form.getValues('slug'));
  const use = (image: ContentImage) => form.setValue('image', image.url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <div>
      <ImageDropZone
        id="featured-image"
        buttonLabel="Upload image"
        inputLabel="Featured image file to upload"
        dropLabel="Drop a featured image here"
        busy={busy}
        onFiles={(files) => void upload(files.slice(0, 1), use)}
      />
      <ImagePicker label="Choose an existing image" post={form.watch('slug')} body={form.watch('content')} onChoose={use} />
      <p className="mt-1 text-xs text-slate-600">{IMAGE_HELP}</p>
    </div>
  );
}

/**
 * Puts `markup` at the Content area's cursor (replacing a selection), or where an image was
 * pasted or dropped, as its own paragraph: through the editor once it has loaded (one undoable
 * change), else into the textarea's value.
 */
export function insertAtCursor(form: UseFormReturn<PostFormValues>, link: ContentLink, markup: string, spot?: ImageSpot): void {
  if (link.editor) return link.editor.insertBlock(markup, spot);
  const area = document.getElementById(CONTENT_ID) as HTMLTextAreaElement | null;
  const text = form.getValues('content');
  const start = area?.selectionStart ?? text.length;
  const end = area?.selectionEnd ?? text.length;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after.startsWith('\n') ? '' : '\n';
  const next = `${before}${lead}${markup}${trail}${after}`;
  form.setValue('content', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const caret = before.length + lead.length + markup.length + trail.length;
  requestAnimationFrame(() => {
    area?.focus();
    area?.setSelectionRange(caret, caret);
  });
}

export function ContentImageControls({ form, show, link }: ControlsProps & { link: ContentLink }) {
  const { busy, upload } = useImageUpload(show, () => form.getValues('slug'));
  const insert = (image: ContentImage, alt: string, spot?: ImageSpot) => insertAtCursor(form, link, imageMarkup(form.getValues('format'), image.url, alt), spot);
  // A failed upload inserts nothing; the banner says why (use-image-upload.ts).
  const uploadAndInsert = (files: File[], spot?: ImageSpot) => void upload(files, (image, file) => insert(image, altFromFileName(file.name), spot)).finally(() => spot?.done());

  // Images pasted or dropped into the editor come here to be uploaded, then go where they were put.
  useEffect(() => {
    link.uploadImages = uploadAndInsert;
  });
  useEffect(
    () => () => {
      link.uploadImages = null;
    },
    [link],
  );

  // Files dropped on the plain Content area (before the editor loads) go in at its cursor.
  useEffect(() => {
    const area = document.getElementById(CONTENT_ID);
    if (!(area instanceof HTMLTextAreaElement)) return;
    const over = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length > 0) uploadAndInsert(files);
    };
    area.addEventListener('dragover', over);
    area.addEventListener('drop', drop);
    return () => {
      area.removeEventListener('dragover', over);
      area.removeEventListener('drop', drop);
    };
  });

  return (
    <div>
      <ImageDropZone id="content-image" buttonLabel="Insert image" inputLabel="Image file to insert into the content" dropLabel="Drop images here to insert them at the cursor" busy={busy} onFiles={uploadAndInsert} />
      <ImagePicker label="Insert an existing image" post={form.watch('slug')} body={form.watch('content')} onChoose={(image) => insert(image, altFromFileName(image.path.split('/').pop() ?? ''))} />
    </div>
  );
}
