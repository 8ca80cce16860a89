// What a post's and a project's page share: the page for an item that does not exist (kept out of
// search engines, with a way back to the list) and the buttons at the foot of the item.
import { PageMeta } from '../seo/page-meta';
import { ButtonLink } from './button-link';

interface BackLink {
  to: string;
  label: string;
}

/** "<Kind> Not Found" with a button back to the list. */
export function ItemNotFound({ title, description, back }: { title: string; description: string; back: BackLink }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageMeta title={title} description={description} noIndex />
      <h1 className="mb-6 text-h1 font-bold text-slate-900">{title}</h1>
      <ButtonLink to={back.to}>{back.label}</ButtonLink>
    </div>
  );
}

/** The foot of an item: back to its list, and the way to get in touch. */
export function ItemFootActions({ back, contactLabel }: { back: BackLink; contactLabel: string }) {
  return (
    <div className="mt-12 flex flex-wrap gap-3 border-t border-slate-200 pt-8">
      <ButtonLink to={back.to} variant="outline">
        {back.label}
      </ButtonLink>
      <ButtonLink to="/contact">{contactLabel}</ButtonLink>
    </div>
  );
}
