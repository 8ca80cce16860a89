// The view a lead form turns into after success. Focus moves to its heading so a screen reader
// announces the change and keyboard users continue from there.
import { useEffect, useRef, type ReactNode } from 'react';

export const submitButtonClass =
  'inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto';

export function ThankYou({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-8 text-center">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        {title}
      </h2>
      {text && <p className="mt-3 text-slate-700">{text}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
