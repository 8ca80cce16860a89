// A post's table of contents: its headings (PostHeading, from heading-anchors.ts) as links to
// their ids, indented by level, rendered on the server with the page. No script: the links are
// plain in-page links, so it works before (and without) any JavaScript.
import type { PostHeading } from '../../lib/content-types';

/** A post shows its contents from this many headings on; shorter posts are read at a glance. */
export const CONTENTS_MIN_HEADINGS = 3;

/** Indentation by depth below the post's top heading level: a flat list, read in order, costs the page no tree code. */
const INDENT = [undefined, 'pl-4', 'pl-8', 'pl-12'];

/** The "Contents" box of a post with enough headings; nothing for a shorter one. */
export function PostContents({ headings }: { headings: readonly PostHeading[] }) {
  if (headings.length < CONTENTS_MIN_HEADINGS) return null;
  const top = Math.min(...headings.map((heading) => heading.level));
  return (
    <nav aria-labelledby="post-contents-title" className="post-contents">
      <h2 id="post-contents-title">Contents</h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id} className={INDENT[Math.min(heading.level - top, INDENT.length - 1)]}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
