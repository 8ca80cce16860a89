// The console's status banner: a success, progress or error message that clears
// itself after 5 s (3 s for Markdown import messages). A new message replaces the old one.
import { useCallback, useEffect, useRef, useState } from 'react';

export type StatusKind = 'success' | 'error' | 'info';
export interface StatusMessage {
  kind: StatusKind;
  text: string;
}

export const BANNER_MS = 5000;
export const IMPORT_BANNER_MS = 3000;

export type ShowStatus = (kind: StatusKind, text: string, durationMs?: number) => void;

export function useStatusBanner(): { status: StatusMessage | null; show: ShowStatus } {
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback<ShowStatus>((kind, text, durationMs = BANNER_MS) => {
    clearTimeout(timer.current);
    setStatus({ kind, text });
    timer.current = setTimeout(() => setStatus(null), durationMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { status, show };
}

const styles: Record<StatusKind, string> = {
  success: 'border-green-200 bg-green-50 text-green-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

/** Always in the page, so screen readers announce each message as it arrives. */
export function StatusBanner({ status }: { status: StatusMessage | null }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {status && (
        <p role={status.kind === 'error' ? 'alert' : 'status'} data-kind={status.kind} className={`mb-6 rounded-lg border px-4 py-3 text-sm font-medium ${styles[status.kind]}`}>
          {status.text}
        </p>
      )}
    </div>
  );
}
