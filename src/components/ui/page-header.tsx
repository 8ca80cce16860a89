import { useEffect, useRef, type ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header mb-12">
      <h1 className="text-h1 font-bold text-slate-900">{title}</h1>
      {children && <div className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-600">{children}</div>}
    </header>
  );
}

/**
 * Rendered, sanitized HTML from the content index; once hydrated, its code blocks get a copy
 * button and its video links the click-to-play player (src/lib/body-enhancements.ts). That code
 * loads only for a body that has either: the first load's JavaScript stays within its budget
 * (tests/integration/critical-path.test.ts).
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = body.current;
    if (root?.querySelector('pre, a.video-link')) void import('../../lib/body-enhancements').then(({ enhanceBody }) => enhanceBody(root));
  }, [html]);
  return <div ref={body} className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
