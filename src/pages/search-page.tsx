// Search (issue 29, decision 062): /search?q= lists the public posts matching every word, best
// first, each with its date and the sentence it was found in. The server renders the page from
// the index (the route prefills /api/search?q=); the box is a plain form, so Enter loads the page
// for its words, and an island (search-box) that searches as the visitor types, replacing the
// server's list below it. Results pages are kept out of search engines (noindex) and out of the sitemap.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { SearchOutcome, type SearchOutcomeState } from '../components/search/search-outcome';
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import SearchBoxIsland from '../islands/search-box.island';
import { searchApiPath, searchRequest, type SearchAnswer } from '../lib/search';
import { useSiteSettings } from '../lib/site-context';

/** The element holding the outcome, outside the island, which takes it over as the visitor types. */
const RESULTS_ID = 'search-results';

const DESCRIPTION = 'Search the blog’s posts by a word of their title, summary, tags or text.';

function SearchPage() {
  const [searchParams] = useSearchParams();
  const request = searchRequest(searchParams);
  const query = request.kind === 'none' ? '' : request.query;
  const { data: answer, isError } = useQuery<SearchAnswer>({ queryKey: [searchApiPath(query)], enabled: request.kind === 'query' });

  const { owner } = useSiteSettings();
  const outcome: SearchOutcomeState =
    request.kind !== 'query' ? { kind: request.kind } : isError ? { kind: 'error' } : answer ? { kind: 'answer', answer } : { kind: 'searching' };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta title={query ? `Search: ${query}` : 'Search'} description={DESCRIPTION} noIndex />
      <PageHeader title="Search" />
      <div className="mb-8">
        <SearchBoxIsland when="interaction" props={{ query, resultsId: RESULTS_ID, siteName: owner.name, autoFocus: request.kind === 'none' }} />
      </div>
      <div id={RESULTS_ID}>
        <SearchOutcome outcome={outcome} />
      </div>
    </div>
  );
}

export { SearchPage as Component };
