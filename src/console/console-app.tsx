// The blog administration console as one island (src/islands/console.island.tsx, started at
// once): the login view, then the signed-in console. It is a React application of its own: it
// holds its query cache and what it knows of the site (console-site.tsx), since no provider of
// the page is around it. Until the browser has looked at the stored session it is 'checking',
// which is also what the server renders.
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Spinner } from '../components/ui/spinner';
import { createQueryClient } from '../lib/query-client';
import { ConsoleSiteContext, type ConsoleSite } from './console-site';
import { ConsoleSessionProvider } from './session/console-session';
import { LoginView } from './session/login-view';
import { useAdminSession } from './session/use-admin-session';
import { SignedInConsole } from './signed-in-console';

export function ConsoleApp(site: ConsoleSite) {
  const [queryClient] = useState(createQueryClient);
  const { siteUrl, defaultAuthor, readTime } = site;
  const value = useMemo(() => ({ siteUrl, defaultAuthor, readTime }), [siteUrl, defaultAuthor, readTime]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleSiteContext value={value}>
        <AdminConsole />
      </ConsoleSiteContext>
    </QueryClientProvider>
  );
}

function AdminConsole() {
  const { session, login, loginWithPasskey, logout, expire } = useAdminSession();
  const token = session.status === 'signed-in' ? session.token : null;
  const signedIn = useMemo(() => (token ? { token, expire } : null), [token, expire]);
  return (
    <>
      {session.status === 'checking' && <Spinner label="Checking your session" />}
      {session.status === 'signed-out' && <LoginView error={session.error} onLogin={login} onPasskey={loginWithPasskey} />}
      {signedIn && (
        <ConsoleSessionProvider session={signedIn}>
          <SignedInConsole onLogout={() => void logout()} />
        </ConsoleSessionProvider>
      )}
    </>
  );
}
