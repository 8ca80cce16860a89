// TanStack Query with the site's defaults: no refetch interval, no refetch on focus, data never
// stale, no retries. The query key is the API path, so the server's prefill and the browser's
// fetches agree on keys.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, getOrNull } from './api/api-client';

const fetchByPath: QueryFunction = ({ queryKey, signal }) => apiRequest(String(queryKey[0]), { signal });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchByPath,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Options for a detail query: a 404 resolves to null so the page can say "not found". */
export function detailQuery<T>(path: string) {
  return { queryKey: [path], queryFn: ({ signal }: { signal: AbortSignal }) => getOrNull<T>(path, signal) };
}
