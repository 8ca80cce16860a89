// Every list the console loads goes through here: the call gets the session's token, answers are
// asked for again on each visit (hand edits, pulls and new leads change them while the console is
// open), and a 401 sends the owner back to sign-in instead of showing "could not be loaded".
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isUnauthorized } from '../../lib/api/api-client';
import { useConsoleSession } from '../session/console-session';

/** Every console query key starts with this, so one invalidation refreshes them all. */
export const ADMIN_KEY = 'admin';

interface AdminQueryOptions {
  enabled?: boolean;
  refetchInterval?: number;
  /** Defaults to 0: always ask again on a visit. */
  staleTime?: number;
}

export function useAdminQuery<T>(
  key: readonly unknown[],
  load: (token: string, signal: AbortSignal) => Promise<T>,
  options: AdminQueryOptions = {},
): UseQueryResult<T> {
  const { token, expire } = useConsoleSession();
  const query = useQuery({ queryKey: [ADMIN_KEY, ...key], queryFn: ({ signal }) => load(token, signal), staleTime: 0, ...options });
  useEffect(() => {
    if (isUnauthorized(query.error)) expire();
  }, [query.error, expire]);
  return query;
}
