// Ctrl/⌘+S in the console while the editor is shown: the form's own save (its button's action,
// with its validation and messages), never the browser's "Save page as".
import { useEffect, type RefObject } from 'react';

export function useSaveShortcut(formRef: RefObject<HTMLFormElement | null>, saving: boolean) {
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's') return;
      const form = formRef.current;
      // The editor stays mounted under other tabs; hidden, it leaves the keys alone.
      if (!form || form.closest('[hidden]')) return;
      event.preventDefault();
      if (!saving) form.requestSubmit();
    };
    window.addEventListener('keydown', keydown);
    return () => window.removeEventListener('keydown', keydown);
  }, [formRef, saving]);
}
