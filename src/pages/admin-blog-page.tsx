// Blog administration console (spec §2). Sign-in and the editor arrive with the console work;
// the page is kept out of search engines from the start.
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';

function AdminBlogPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta title="Blog Administration" description="Owner console for writing blog posts." noIndex />
      <PageHeader title="Blog Administration">
        <p>The owner's console for writing and publishing posts.</p>
      </PageHeader>
    </div>
  );
}

export { AdminBlogPage as Component };
