// Search (issue 29, decision 062): /search?q= lists the public posts matching every word, best
// first, each with its date and the sentence it was found in. The server renders the page from
// the index (the route prefills /api/search?q=); the box is a plain form, so a search is a page
// load. Results pages are kept out of search engines (noindex) and out of the sitemap.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { SearchForm } from '../components/layout/search-form';
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import { formatLongDate } from '../lib/dates';
import { searchApiPath, searchRequest, SEARCH_TOO_LONG_MESSAGE, type SearchAnswer } from '../lib/search';

const DESCRIPTION = 'Search the blog’s posts by a word of their title, summary, tags or text.';

function SearchPage() {
  const [searchParams] = useSearchParams();
  const request = searchRequest(searchParams);
  const query = request.kind === 'none' ? '' : request.query;
  const { data: answer, isError } = useQuery<SearchAnswer>({ queryKey: [searchApiPath(query)], enabled: request.kind === 'query' });

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta title={query ? `Search: ${query}` : 'Search'} description={DESCRIPTION} noIndex />
      <PageHeader title="Search" />
      <div className="mb-8">
        <SearchForm landmark="Search the posts" query={query} inputClassName="w-full min-w-0 flex-1 text-base" autoFocus={request.kind === 'none'} />
      </div>
      {request.kind === 'none' ? (
        <p className="text-slate-700">Type a word or two from a post’s title, summary, tags or text, then press Enter.</p>
      ) : request.kind === 'too-long' ? (
        <p className="text-slate-700" role="alert">
          {SEARCH_TOO_LONG_MESSAGE}
        </p>
      ) : isError ? (
        <p className="text-slate-700" role="alert">
          The search could not be answered just now; please try again.
        </p>
      ) : !answer ? (
        <p className="text-slate-700">Searching…</p>
      ) : answer.total === 0 ? (
        <NoResults query={answer.query} complete={answer.complete} />
      ) : (
        <Results answer={answer} />
      )}
    </div>
  );
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
        <Link to="/blog" className="font-medium text-brand-700 underline hover:text-brand-800">
          browse every post on the blog
        </Link>
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
                <Link to={`/blog/${hit.slug}`} className="hover:text-brand-700 hover:underline">
                  {hit.title}
                </Link>
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

export { SearchPage as Component };
