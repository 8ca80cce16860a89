// Template detail: title, tags, description and HTML content, the template running in
// a 'Live Demo' frame, and 'Back to Templates', 'Export Template' and 'View Template'. A failed
// request shows 'Error' with 'Failed to fetch template'; a missing one, 'Template not found'.
// Server HTML but for two islands: the live demo (started at once) and Export Template
// (started at the first touch of it).
import { LiveDemo } from '../components/templates/live-demo';
import { PageMeta } from '../components/seo/page-meta';
import { ButtonLink, buttonClass } from '../components/ui/button-link';
import { RichText } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import { TagList } from '../components/ui/tag-list';
import type { Template } from '../lib/content-types';
import { useRouteItem } from '../lib/route-item';
import ExportTemplateIsland from '../islands/export-template.island';

function TemplatePage() {
  const { item: template, isPending, isError } = useRouteItem<Template>('/api/templates');

  if (isPending) return <Spinner label="Loading template" />;
  if (isError || !template) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <PageMeta title="Template not found" description="This template does not exist or has moved." noIndex />
        <h1 className="mb-3 text-3xl font-bold text-slate-900">Error</h1>
        <p className="mb-6 text-slate-700">{isError ? 'Failed to fetch template' : 'Template not found'}</p>
        <ButtonLink to="/templates">Back to Templates</ButtonLink>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title={template.title} description={template.description} socialItem={{ kind: 'templates', slug: template.slug, title: template.title, image: template.image }} />
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{template.title}</h1>
        <div className="mt-4">
          <TagList tags={template.tags} />
        </div>
        <p className="mt-6 text-lg text-slate-700">{template.description}</p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/templates" variant="outline">
          Back to Templates
        </ButtonLink>
        <ExportTemplateIsland when="interaction" props={{ slug: template.slug, className: buttonClass('outline') }} />
        <a
          href={`/template-view/${template.slug}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass()}
          aria-label={`View Template ${template.title} full screen (opens in a new tab)`}
        >
          View Template
        </a>
      </div>
      <LiveDemo slug={template.slug} title={template.title} componentPath={template.componentPath} />
      <RichText html={template.content} className="mt-12 max-w-3xl" />
    </article>
  );
}

export { TemplatePage as Component };
