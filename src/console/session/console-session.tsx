// The signed-in console's session, given once by the page instead of passed down as props: the
// console's calls bound to its token (api/console-api.ts), which end the session on a 401.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { bindConsoleApi, type ConsoleCall } from '../api/console-api';

export interface ConsoleSession {
  token: string;
  /** The server no longer accepts the token: sign out and say so ("Your session has ended"). */
  expire: () => void;
}

const ConsoleCallContext = createContext<ConsoleCall | null>(null);

export function ConsoleSessionProvider({ session, children }: { session: ConsoleSession; children: ReactNode }) {
  const call = useMemo(() => bindConsoleApi(session), [session]);
  return <ConsoleCallContext.Provider value={call}>{children}</ConsoleCallContext.Provider>;
}

/** The console's calls, with the session's bearer. */
export function useConsoleCall(): ConsoleCall {
  const call = useContext(ConsoleCallContext);
  if (!call) throw new Error('useConsoleCall is used outside the signed-in console');
  return call;
}
