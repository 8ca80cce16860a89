// Every list the console loads goes through here: the load gets the session's calls, and answers
// are asked for again on each visit (hand edits, pulls and new leads change them while the
// console is open). A 401 needs nothing here: the call itself sends the owner back to sign-in.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useConsoleCall } from '../session/console-session';
import type { ConsoleCall } from './console-api';

/** Every console query key starts with this, so one invalidation refreshes them all. */
export const CONSOLE_KEY = 'admin';

interface ConsoleQueryOptions {
  enabled?: boolean;
  refetchInterval?: number;
  /** Defaults to 0: always ask again on a visit. */
  staleTime?: number;
}

export function useConsoleQuery<T>(key: readonly unknown[], load: (call: ConsoleCall, signal: AbortSignal) => Promise<T>, options: ConsoleQueryOptions = {}): UseQueryResult<T> {
  const call = useConsoleCall();
  return useQuery({ queryKey: [CONSOLE_KEY, ...key], queryFn: ({ signal }) => load(call, signal), staleTime: 0, ...options });
}
