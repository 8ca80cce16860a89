// Site search as the page and the API see it (issue 29, decision 062): the `q` a visitor asks
// for, the address of its answer, and the answer's shape. The server finds the posts
// (server/content/post-search.ts) and checks `q` with searchQuerySchema; the page uses the same
// rules here, without zod, so that it never asks the server for an answer it would refuse.

/** The most characters a query may have (after spaces are collapsed): a few words, not a text. */
export const MAX_SEARCH_QUERY_LENGTH = 100;
/** The most posts an answer lists, best first. */
export const SEARCH_RESULT_LIMIT = 20;

export const SEARCH_API_PATH = '/api/search';

/** One post found: enough for a line of the results list. */
export interface SearchHit {
  slug: string;
  title: string;
  publishedAt: string;
  tags: string[];
  /** Plain text: the sentence around the first matching word of the body, else the summary. */
  snippet: string;
}

export interface SearchAnswer {
  /** The query as searched (spaces collapsed). */
  query: string;
  /** Posts found in all; `results` holds the best SEARCH_RESULT_LIMIT of them. */
  total: number;
  results: SearchHit[];
  /**
   * False for a moment after a start or a large pull, while the index is still being filled
   * (in short turns, so as not to hold up the start): the answer may miss posts.
   */
  complete: boolean;
}

/** `q` as searched: spaces trimmed and collapsed. */
export function normalizeSearchQuery(q: string): string {
  return q.replace(/\s+/g, ' ').trim();
}

/** The API address of a (normalized) query's answer: also its key in the page's query cache. */
export function searchApiPath(query: string): string {
  return `${SEARCH_API_PATH}?q=${encodeURIComponent(query)}`;
}

/** What the search page was asked: no query, one too long, or one to search for. */
export type SearchRequest = { kind: 'none' } | { kind: 'too-long'; query: string } | { kind: 'query'; query: string };

export function searchRequest(search: URLSearchParams): SearchRequest {
  const query = normalizeSearchQuery(search.get('q') ?? '');
  if (query === '') return { kind: 'none' };
  if (query.length > MAX_SEARCH_QUERY_LENGTH) return { kind: 'too-long', query };
  return { kind: 'query', query };
}

export const SEARCH_TOO_LONG_MESSAGE = `The search is too long: use at most ${MAX_SEARCH_QUERY_LENGTH} characters (a few words).`;
