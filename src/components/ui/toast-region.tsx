// The toast region, mounted by toaster.tsx: Radix Toast gives the swipe-to-dismiss, the
// pause on hover and focus, the live-region announcement and the F8 hotkey that moves focus to
// the "Notifications (F8)" region.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToToasts,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastVariant,
} from '../../lib/toast';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

// Radix reports the swipe through data attributes and CSS variables; the toast follows the pointer.
const swipeClass =
  'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]';

export default function ToastRegion() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection={TOAST_SWIPE_DIRECTION} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          data-variant={item.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-control border p-4 pr-10 shadow-card-hover ${swipeClass} ${variantClass[item.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-control p-1 text-current opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <span aria-hidden="true">✕</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm sm:flex-col"
      />
    </ToastPrimitive.Provider>
  );
}
