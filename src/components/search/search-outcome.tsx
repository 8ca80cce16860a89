// What the search page says below its box (decision 062): nothing asked yet, a query too long, an
// answer that failed, no results, or the posts found. Rendered by the server for `?q=` and by the
// search box's island as the visitor types (search-as-you-type.tsx), so both say it alike; its
// links are plain links, since the island has no router.
import { formatLongDate } from '../../lib/dates';
import { SEARCH_TOO_LONG_MESSAGE, type SearchAnswer } from '../../lib/search';

/** What the page shows for the query in the box. */
export type SearchOutcomeState = { kind: 'none' } | { kind: 'too-long' } | { kind: 'error' } | { kind: 'searching' } | { kind: 'answer'; answer: SearchAnswer };

export function SearchOutcome({ outcome }: { outcome: SearchOutcomeState }) {
  switch (outcome.kind) {
    case 'none':
      return <p className="text-slate-700">Type a word or two from a post’s title, summary, tags or text, then press Enter.</p>;
    case 'too-long':
      return (
        <p className="text-slate-700" role="alert">
          {SEARCH_TOO_LONG_MESSAGE}
        </p>
      );
    case 'error':
      return (
        <p className="text-slate-700" role="alert">
          The search could not be answered just now; please try again.
        </p>
      );
    case 'searching':
      return <p className="text-slate-700">Searching…</p>;
    case 'answer':
      return outcome.answer.total === 0 ? <NoResults query={outcome.answer.query} complete={outcome.answer.complete} /> : <Results answer={outcome.answer} />;
  }
}

function NoResults({ query, complete }: { query: string; complete: boolean }) {
  return (
    <div>
      <p className="text-lg font-medium text-slate-900" role="status">
        {`No results for “${query}”.`}
      </p>
      {!complete && <Partial />}
      <p className="mt-2 text-slate-700">
        Check the spelling, try fewer or shorter words, or{' '}
        <a href="/blog" className="font-medium text-brand-700 underline hover:text-brand-800">
          browse every post on the blog
        </a>
        .
      </p>
    </div>
  );
}

function Partial() {
  return <p className="mb-6 text-slate-700">The site has just started and is still indexing its posts: some may be missing. Search again in a few seconds.</p>;
}

function Results({ answer }: { answer: SearchAnswer }) {
  const found = answer.total === 1 ? '1 post' : `${answer.total} posts`;
  const shown = answer.total > answer.results.length ? ` (the best ${answer.results.length} are shown)` : '';
  return (
    <>
      <p className="mb-6 text-slate-700" role="status">
        {`${found} found for “${answer.query}”${shown}.`}
      </p>
      {!answer.complete && <Partial />}
      <ol className="flex flex-col gap-6">
        {answer.results.map((hit) => (
          <li key={hit.slug}>
            <article>
              <h2 className="text-xl font-semibold text-slate-900">
                <a href={`/blog/${hit.slug}`} className="hover:text-brand-700 hover:underline">
                  {hit.title}
                </a>
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={hit.publishedAt}>{formatLongDate(hit.publishedAt)}</time>
                {hit.tags.length > 0 && ` · ${hit.tags.join(', ')}`}
              </p>
              {hit.snippet && <p className="mt-2 text-slate-700">{hit.snippet}</p>}
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
