import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header mb-12">
      <h1 className="text-h1 font-bold text-slate-900">{title}</h1>
      {children && <div className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-600">{children}</div>}
    </header>
  );
}

/**
 * Rendered, sanitized HTML from the content index. The page script finds it by data-rich-text:
 * its code blocks get a copy button (src/page-script/copy-code.ts) and its video links the
 * click-to-play player (src/page-script/video-links.ts).
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} data-rich-text="" dangerouslySetInnerHTML={{ __html: html }} />;
}
