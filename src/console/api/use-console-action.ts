// Every console button that writes (or fetches on a click) goes through here, so each says its
// outcome the same way: a 401 has already sent the owner back to sign-in (the call did it, and
// nothing more is shown); another failure shows in the banner, in the server's own words when it
// sent some; a success runs `done` (its message, its state) and refreshes what the console and
// the public pages show.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorBody, isUnauthorized } from '../../lib/api/api-client';
import { consoleEndpoints } from '../../lib/api/console-endpoints';
import type { ShowStatus } from '../components/status-banner';
import { useConsoleCall } from '../session/console-session';
import type { ConsoleCall } from './console-api';
import { CONSOLE_KEY } from './use-console-query';

/**
 * Everything the console shows, and the public post list cached in this tab (Home, Blog): the
 * public pages key an answer by its path, the same path the console lists posts at.
 */
export const REFRESH_ALL: readonly QueryKey[] = [[CONSOLE_KEY], [consoleEndpoints.listPosts.path]];

export interface ConsoleActionOptions<Input, Answer> {
  show: ShowStatus;
  /**
   * What the banner says on a failure: a text is the fallback when the server sent no message of
   * its own; a function decides (and may do more, such as marking fields), answering the text or
   * the text and how long it stays.
   */
  failed: string | ((error: unknown, input: Input) => string | { text: string; ms: number });
  /** After a success, before the refresh: the success message and any state the answer changes. */
  done?: (answer: Answer, input: Input) => void | Promise<void>;
  /** The queries to ask again after a success; REFRESH_ALL unless given ([] for none). */
  refresh?: readonly QueryKey[];
}

export interface ConsoleAction<Input, Answer> {
  /** Runs the action; resolves to its answer, or undefined when it failed (already said). */
  run: (input: Input) => Promise<Answer | undefined>;
  pending: boolean;
  /** The input of the run under way or last run (for a busy label on one row of many). */
  input: Input | undefined;
}

export function useConsoleAction<Input = void, Answer = unknown>(action: (call: ConsoleCall, input: Input) => Promise<Answer>, options: ConsoleActionOptions<Input, Answer>): ConsoleAction<Input, Answer> {
  const call = useConsoleCall();
  const queryClient = useQueryClient();
  const { show, failed, done, refresh = REFRESH_ALL } = options;
  const mutation = useMutation<Answer, unknown, Input>({
    mutationFn: (input) => action(call, input),
    onSuccess: async (answer, input) => {
      await done?.(answer, input);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error, input) => {
      if (isUnauthorized(error)) return;
      if (typeof failed === 'string') return show('error', errorBody(error)?.message ?? failed);
      const said = failed(error, input);
      if (typeof said === 'string') show('error', said);
      else show('error', said.text, said.ms);
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback((input: Input) => mutateAsync(input).catch(() => undefined), [mutateAsync]);
  return { run, pending: mutation.isPending, input: mutation.variables };
}
