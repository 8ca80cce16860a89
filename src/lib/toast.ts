// The site's toast queue: one toast at a time — a new one replaces the one showing —
// and a dismissed toast is removed from the list only after TOAST_REMOVE_DELAY, so its closing
// animation and announcement are never cut short. Any module may call `toast()`; the one
// <Toaster/> in the layout renders the list. A tiny external store keeps this free of React
// context, so code outside components (a form's submit handler) can raise a toast too.

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

/** Shows a toast and returns its id. */
export function toast({ title, description = '', variant = 'default' }: ToastInput): string {
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
