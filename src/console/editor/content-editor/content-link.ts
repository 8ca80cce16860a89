// What ties the Content field's editor to the rest of the post editor without a React render per
// keystroke: the editor (CodeMirror once its chunk has loaded) registers a handle here, the image
// controls register their upload, and the side preview listens for typing. Created once per post
// editor (post-editor.tsx); nothing here imports CodeMirror.
import type { FormatAction } from './format-commands';

/** Where a pasted or dropped image goes; moved along with the text while it uploads. */
export interface ImageSpot {
  from: number;
  to: number;
  /** The upload is over: the spot is no longer followed. */
  done: () => void;
}

/** What the editor offers the rest of the form. */
export interface ContentEditorHandle {
  /** Markup (an image) as a paragraph of its own at the spot, or at the caret. */
  insertBlock: (markup: string, spot?: ImageSpot) => void;
  /** A toolbar button's change, then the focus back in the editor. */
  format: (action: FormatAction) => void;
  focus: (selection?: { anchor: number; head: number }) => void;
  /** The element that scrolls the text. */
  scroller: HTMLElement;
  /** The top of each heading of the body in the scrolled text, in pixels (scroll-sync.ts). */
  blockTops: () => number[];
}

export interface ContentLink {
  editor: ContentEditorHandle | null;
  /** The image controls' upload, which inserts each image stored (at the spot, or at the caret). */
  uploadImages: ((files: File[], spot?: ImageSpot) => void) | null;
  /** The body as it is now: the editor's text, before the form has it. */
  read: (() => string) | null;
  /** Calls `listener` on every change to the body (typed, or set from outside); returns its removal. */
  listen: (listener: () => void) => () => void;
  /** Said by the editor after each change; costs a call per listener, no text is read. */
  changed: () => void;
}

export function createContentLink(): ContentLink {
  const listeners = new Set<() => void>();
  return {
    editor: null,
    uploadImages: null,
    read: null,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      for (const listener of listeners) listener();
    },
  };
}
