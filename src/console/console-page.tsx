// The blog administration page: the login view, then the console. Kept out of search engines.
// The console is its own React application, an island started at once (console-app.tsx); the
// page around it, its title and heading are server HTML. The console is only ever shown in the
// browser, after the stored session token has been checked; the server renders it in its
// 'checking' state.
import { PageMeta } from '../components/seo/page-meta';
import { useSiteSettings, useSiteUrl } from '../lib/site-context';
import ConsoleIsland from '../islands/console.island';
import type { ConsoleSite } from './console-site';

function AdminBlogPage() {
  const settings = useSiteSettings();
  const site: ConsoleSite = {
    siteUrl: useSiteUrl(),
    defaultAuthor: settings.defaultAuthorName ?? settings.owner.name,
    readTime: { countBy: settings.readTime.countBy, wordsPerMinute: settings.readTime.wordsPerMinute },
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title="Blog Administration" description="Owner console for writing blog posts." noIndex />
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Blog Administration</h1>
      <ConsoleIsland when="load" props={site} />
    </div>
  );
}

export { AdminBlogPage as Component };
