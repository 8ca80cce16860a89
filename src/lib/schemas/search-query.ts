// The `q` of GET /api/search, checked on the server with the rules the search page follows
// (src/lib/search.ts): present, not empty once spaces are trimmed, at most MAX_SEARCH_QUERY_LENGTH.
import * as z from 'zod/mini';
import { MAX_SEARCH_QUERY_LENGTH, normalizeSearchQuery } from '../search';

const EXAMPLE = 'e.g. /api/search?q=postgres';

export const searchQuerySchema = z.object({
  q: z
    .string({ error: `q is missing: add ?q= with the words to search for (${EXAMPLE})` })
    .check(
      z.overwrite(normalizeSearchQuery),
      z.minLength(1, `q is empty: put the words to search for after ?q= (${EXAMPLE})`),
      z.maxLength(MAX_SEARCH_QUERY_LENGTH, `q is too long: use at most ${MAX_SEARCH_QUERY_LENGTH} characters (a few words)`),
    ),
});
