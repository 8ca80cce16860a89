// Whether the screen is wide enough for the preview beside the editor (Tailwind's lg, 1024 px):
// below it the console keeps the spec's Preview tab only.
import { useSyncExternalStore } from 'react';

export const WIDE_SCREEN = '(min-width: 1024px)';

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_SCREEN).matches, () => false);
}
