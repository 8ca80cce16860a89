// The page of one case study or post: a back link, the title, details, and the Markdown body.
import type { ReactNode } from 'react';
import { Markdown } from '../markdown';
import { PageLink } from '../route';

interface ArticlePageProps {
  back: { to: string; label: string };
  eyebrow: string;
  title: string;
  lead: string;
  body: string;
  image?: ReactNode;
  aside?: ReactNode;
}

export function ArticlePage({ back, eyebrow, title, lead, body, image, aside }: ArticlePageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageLink to={back.to} className="text-sm font-semibold text-amber-800 hover:underline">
        ← {back.label}
      </PageLink>
      <p className="mt-6 font-mono text-sm text-slate-600">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-xl text-slate-600">{lead}</p>
      {image && <div className="mt-8">{image}</div>}
      {aside && <div className="mt-8">{aside}</div>}
      <div className="mt-10">
        <Markdown source={body} />
      </div>
    </article>
  );
}
