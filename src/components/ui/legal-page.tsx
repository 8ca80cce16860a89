import type { ReactNode } from 'react';
import { PageMeta } from '../seo/page-meta';

export function LegalPage({ title, description, updated, children }: { title: string; description: string; updated: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-page">
      <PageMeta title={title} description={description} />
      <h1 className="text-h1 font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated {updated}</p>
      <div className="prose mt-8">{children}</div>
    </article>
  );
}
