// A button that opens the file picker and a zone that takes dropped files, side by side: the
// console's two ways to upload an image. It only reports the files; the caller uploads them.
// The file input exists only while the picker is open, so the editor's one standing file input
// stays Import Markdown's.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { flushSync } from 'react-dom';
import { IMAGE_ACCEPT } from '../../lib/api/admin-images';
import { secondaryButtonClass } from '../components/button-classes';

interface ImageDropZoneProps {
  id: string;
  /** The button's text ("Upload image"). */
  buttonLabel: string;
  /** The file input's accessible name. */
  inputLabel: string;
  /** The drop zone's text, and its accessible name. */
  dropLabel: string;
  busy: boolean;
  onFiles: (files: File[]) => void;
}

/** True while something with files is dragged over an element. */
export const hasFiles = (event: DragEvent | globalThis.DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export function ImageDropZone({ id, buttonLabel, inputLabel, dropLabel, busy, onFiles }: ImageDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [choosing, setChoosing] = useState(false);

  // Closing the picker without a choice removes the input again.
  useEffect(() => {
    const element = input.current;
    if (!choosing || !element) return;
    const cancel = () => setChoosing(false);
    element.addEventListener('cancel', cancel);
    return () => element.removeEventListener('cancel', cancel);
  }, [choosing]);

  const choose = () => {
    // Mounted synchronously, so the click stays inside the owner's gesture.
    flushSync(() => setChoosing(true));
    input.current?.click();
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0 && !busy) onFiles(files);
  };

  return (
    <div className="mt-2 flex flex-wrap items-stretch gap-2">
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={choose}>
        {busy ? 'Uploading...' : buttonLabel}
      </button>
      {choosing && (
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          className="hidden"
          aria-label={inputLabel}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            setChoosing(false);
            if (files.length > 0) onFiles(files);
          }}
        />
      )}
      <div
        id={`${id}-drop`}
        role="group"
        aria-label={dropLabel}
        data-drop-zone
        onDragEnter={(event) => hasFiles(event) && setOver(true)}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`flex min-w-[12rem] flex-1 items-center justify-center rounded-lg border-2 border-dashed px-3 py-2 text-sm ${over ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-400 text-slate-700'}`}
      >
        {dropLabel}
      </div>
    </div>
  );
}
