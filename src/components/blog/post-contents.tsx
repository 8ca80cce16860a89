// A post's table of contents: its headings (PostHeading, from heading-anchors.ts) as links to
// their ids, nested by level, rendered on the server with the page. No script: the links are
// plain in-page links, so it works before (and without) any JavaScript.
import type { PostHeading } from '../../lib/content-types';

/** A post shows its contents from this many headings on; shorter posts are read at a glance. */
export const CONTENTS_MIN_HEADINGS = 3;

interface Entry {
  heading: PostHeading;
  children: Entry[];
}

/** Headings as a tree: each one holds the deeper ones that follow it; a skipped level nests once. */
function nest(headings: readonly PostHeading[]): Entry[] {
  const root: Entry[] = [];
  const open: Entry[] = [];
  for (const heading of headings) {
    while (open.length > 0 && open[open.length - 1]!.heading.level >= heading.level) open.pop();
    const entry = { heading, children: [] };
    (open.length > 0 ? open[open.length - 1]!.children : root).push(entry);
    open.push(entry);
  }
  return root;
}

function ContentsList({ entries, nested = false }: { entries: Entry[]; nested?: boolean }) {
  return (
    <ol className={nested ? 'mt-1 space-y-1 pl-4' : 'mt-2 space-y-1'}>
      {entries.map(({ heading, children }) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className="text-brand-700 underline-offset-2 hover:underline">
            {heading.text}
          </a>
          {children.length > 0 && <ContentsList entries={children} nested />}
        </li>
      ))}
    </ol>
  );
}

/** The "Contents" box of a post with enough headings; nothing for a shorter one. */
export function PostContents({ headings }: { headings: readonly PostHeading[] }) {
  if (headings.length < CONTENTS_MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby="post-contents-title" className="post-contents mt-8 rounded-lg border border-slate-200 px-5 py-4 text-sm">
      <h2 id="post-contents-title" className="font-semibold text-slate-900">
        Contents
      </h2>
      <ContentsList entries={nest(headings)} />
    </nav>
  );
}
