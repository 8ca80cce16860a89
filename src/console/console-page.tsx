// The blog administration page: the login view, then the console. Kept out of search engines.
// The console is only ever shown in the browser, after the stored session token has been
// checked; the server renders the page in its 'checking' state.
import { useMemo } from 'react';
import { PageMeta } from '../components/seo/page-meta';
import { Spinner } from '../components/ui/spinner';
import { ConsoleSessionProvider } from './session/console-session';
import { LoginView } from './session/login-view';
import { useAdminSession } from './session/use-admin-session';
import { SignedInConsole } from './signed-in-console';

function AdminBlogPage() {
  const { session, login, loginWithPasskey, logout, expire } = useAdminSession();
  const token = session.status === 'signed-in' ? session.token : null;
  const signedIn = useMemo(() => (token ? { token, expire } : null), [token, expire]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title="Blog Administration" description="Owner console for writing blog posts." noIndex />
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Blog Administration</h1>
      {session.status === 'checking' && <Spinner label="Checking your session" />}
      {session.status === 'signed-out' && <LoginView error={session.error} onLogin={login} onPasskey={loginWithPasskey} />}
      {signedIn && (
        <ConsoleSessionProvider session={signedIn}>
          <SignedInConsole onLogout={() => void logout()} />
        </ConsoleSessionProvider>
      )}
    </div>
  );
}

export { AdminBlogPage as Component };
