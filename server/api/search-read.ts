// GET /api/search?q= (issue 29, decision 062): the public posts matching every word of `q`, best
// first, SEARCH_RESULT_LIMIT of them with a snippet each, and how many there are in all. The
// search page's server render reads the same answer through the read API (read-api.ts), so its
// HTML and a later fetch in the browser agree.
import { SEARCH_RESULT_LIMIT, type SearchAnswer } from '../../src/lib/search';
import { searchQuerySchema } from '../../src/lib/schemas/search-query';
import type { ContentIndex } from '../content/content-index';
import { snippetOf } from '../content/post-search';

/** The checked query of a search target's parameters, or the message that says what to fix. */
export function searchQueryOf(params: URLSearchParams): { query: string } | { error: string } {
  const parsed = searchQuerySchema.safeParse({ q: params.get('q') ?? undefined });
  return parsed.success ? { query: parsed.data.q } : { error: parsed.error.issues[0]!.message };
}

export function searchAnswer(index: ContentIndex, query: string): SearchAnswer {
  const { found, complete } = index.searchPosts(query);
  const results = found.slice(0, SEARCH_RESULT_LIMIT).map(({ summary, match }) => ({
    slug: summary.slug,
    title: summary.title,
    publishedAt: summary.publishedAt,
    tags: summary.tags,
    snippet: snippetOf(index.getPost(summary.slug)?.content ?? '', match.terms, summary.summary ?? ''),
  }));
  return { query, total: found.length, results, complete };
}
