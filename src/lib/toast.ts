// The site's toast queue: one toast at a time — a new one replaces the one showing —
// and a dismissed toast is removed from the list only after TOAST_REMOVE_DELAY, so its closing
// animation and announcement are never cut short. Any module may call `toast()`. Pages are server
// HTML with islands (decision 102), so no page holds a toast outlet: the first island that may
// raise a toast calls `prepareToasts()` when it hydrates, which loads the outlet (Radix Toast)
// and mounts it as a root of its own in <body> (components/ui/toaster.tsx); `toast()` does the
// same if it comes first. A page without such an island never loads React for toasts. A tiny
// external store keeps this free of React, so a form's submit handler can raise a toast too.

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<ToastInput> {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

let outlet: Promise<void> | null = null;

/**
 * Loads and mounts the toast outlet, once. Islands that may raise a toast call it as they
 * hydrate, so a toast still shows when the network drops later. Never rejects: an outlet that
 * could not load (offline) is tried again by the next call.
 */
export function prepareToasts(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  outlet ??= import('../components/ui/toaster').then(
    ({ mountToaster }) => mountToaster(),
    (error: unknown) => {
      outlet = null;
      console.warn('The toast outlet could not load its code; the next toast tries again.', error);
    },
  );
  return outlet;
}

/** Shows a toast and returns its id. */
export function toast({ title, description = '', variant = 'default' }: ToastInput): string {
  void prepareToasts();
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ id, title, description, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes one toast (or all), then removes it after the removal delay. */
export function dismissToast(id?: string): void {
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removalTimers.has(item.id)) {
      const timer = setTimeout(() => {
        removalTimers.delete(item.id);
        setToasts(toasts.filter((other) => other.id !== item.id));
      }, TOAST_REMOVE_DELAY_MS);
      removalTimers.set(item.id, timer);
    }
  }
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): readonly ToastItem[] => toasts;

/** The server renders no toast; a shared empty list keeps useSyncExternalStore stable. */
const NO_TOASTS: readonly ToastItem[] = [];
export const getServerToasts = (): readonly ToastItem[] => NO_TOASTS;
