import { useEffect, useRef, type ReactNode } from 'react';
import { addCopyButtons } from '../../lib/copy-code-buttons';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-4 max-w-3xl text-lg text-slate-600">{children}</div>}
    </header>
  );
}

/** Rendered, sanitized HTML from the content index; its code blocks get a copy button once hydrated. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => addCopyButtons(body.current), [html]);
  return <div ref={body} className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
