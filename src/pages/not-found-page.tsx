// The 404 page: 'Page Not Found' with the hint. The server answers it with status 404.
import { PageMeta } from '../components/seo/page-meta';
import { ButtonLink } from '../components/ui/button-link';

function NotFoundPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageMeta title="Page Not Found" description="The page you asked for does not exist." noIndex />
      <h1 className="text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
      <div className="mt-8">
        <ButtonLink to="/">Go to the home page</ButtonLink>
      </div>
    </div>
  );
}

export { NotFoundPage as Component };
