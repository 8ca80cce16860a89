// Blog administration console (spec §2): the login view, then the console. Kept out of search
// engines. The console is only ever shown in the browser, after the stored session token has
// been checked; the server renders the page in its 'checking' state.
import { PageMeta } from '../components/seo/page-meta';
import { AdminConsole } from '../components/admin/admin-console';
import { LoginView } from '../components/admin/login-view';
import { useAdminSession } from '../components/admin/use-admin-session';
import { Spinner } from '../components/ui/spinner';

function AdminBlogPage() {
  const { session, login, logout, expire } = useAdminSession();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title="Blog Administration" description="Owner console for writing blog posts." noIndex />
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Blog Administration</h1>
      {session.status === 'checking' && <Spinner label="Checking your session" />}
      {session.status === 'signed-out' && <LoginView error={session.error} onLogin={login} />}
      {session.status === 'signed-in' && <AdminConsole token={session.token} onLogout={() => void logout()} onUnauthorized={expire} />}
    </div>
  );
}

export { AdminBlogPage as Component };
