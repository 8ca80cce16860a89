// Templates list: card grid, a spinner while loading, 'Error' with the message on failure.
import { useQuery } from '@tanstack/react-query';
import { TemplateCard } from '../components/cards/template-card';
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import type { TemplateSummary } from '../lib/content-types';

function TemplatesPage() {
  const { data: templates, isError } = useQuery<TemplateSummary[]>({ queryKey: ['/api/templates'] });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title="Templates" description="Premium website templates for real estate, map-centred products and developer portfolios." />
      <PageHeader title="Templates" />
      {isError ? (
        <div role="alert">
          <h2 className="text-xl font-semibold text-red-700">Error</h2>
          <p className="mt-2 text-slate-700">Failed to fetch templates</p>
        </div>
      ) : templates ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {templates.map((template, i) => (
            <TemplateCard key={template.slug} template={template} position={i} headingLevel={2} />
          ))}
        </div>
      ) : (
        <Spinner label="Loading templates" />
      )}
    </div>
  );
}

export { TemplatesPage as Component };
