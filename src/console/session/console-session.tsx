// The signed-in console's session, given once by the page instead of passed down as props: the
// token every console call sends, and `expire`, which a call answered 401 uses to go back to
// sign-in with "Your session has ended".
import { createContext, useContext, type ReactNode } from 'react';

export interface ConsoleSession {
  token: string;
  /** The server no longer accepts the token: sign out and say so. */
  expire: () => void;
}

const ConsoleSessionContext = createContext<ConsoleSession | null>(null);

export function ConsoleSessionProvider({ session, children }: { session: ConsoleSession; children: ReactNode }) {
  return <ConsoleSessionContext.Provider value={session}>{children}</ConsoleSessionContext.Provider>;
}

export function useConsoleSession(): ConsoleSession {
  const session = useContext(ConsoleSessionContext);
  if (!session) throw new Error('useConsoleSession is used outside the signed-in console');
  return session;
}
