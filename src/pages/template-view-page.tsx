// Full-screen template viewer: outside the shared layout, the template alone at full
// size, as a buyer would run it. The server sends the spinner; the template is an island that
// starts at once and loads the template's own chunk lazily; an unknown slug says so and links
// back to the library (and the server answers 404).
import { Link } from '../components/ui/site-link';
import { PageMeta } from '../components/seo/page-meta';
import { Spinner } from '../components/ui/spinner';
import type { Template } from '../lib/content-types';
import { useRouteItem } from '../lib/route-item';
import TemplateDemoIsland from '../islands/template-demo.island';

function TemplateViewPage() {
  const { slug, item: template, isPending, isError } = useRouteItem<Template>('/api/templates');

  if (isPending) return <Spinner label="Loading template" />;
  if (isError || !template) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
        <PageMeta title="Template not found" description="This template does not exist or has moved." noIndex />
        <h1 className="text-3xl font-bold text-slate-900">{isError ? 'Error' : 'Template not found'}</h1>
        <p className="text-slate-700">{isError ? 'Failed to fetch template' : `There is no template called “${slug}”.`}</p>
        <Link to="/templates" className="font-semibold text-brand-700 underline">
          Browse all templates
        </Link>
      </main>
    );
  }
  return (
    // The template as it is sold: the light palette in either theme (decision 063).
    <div className="theme-fixed min-h-screen bg-white">
      <PageMeta title={template.title} description={template.description} socialItem={{ kind: 'templates', slug: template.slug, title: template.title, image: template.image }} />
      <TemplateDemoIsland when="load" props={{ slug: template.slug, title: template.title, componentPath: template.componentPath, embedded: false }} />
    </div>
  );
}

export { TemplateViewPage as Component };
