// Full-screen template viewer (spec §2), outside the shared layout. The rendered template
// arrives with the template library work; it shows the template's own description meanwhile.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '../components/seo/page-meta';
import { RichText } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import type { Template } from '../lib/content-types';
import { detailQuery } from '../lib/query-client';

function TemplateViewPage() {
  const { slug = '' } = useParams();
  const { data: template, isPending } = useQuery(detailQuery<Template>(`/api/templates/${encodeURIComponent(slug)}`));

  if (isPending) return <Spinner label="Loading template" />;
  if (!template) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
        <PageMeta title="Template not found" description="This template does not exist or has moved." noIndex />
        <h1 className="text-3xl font-bold text-slate-900">Template not found</h1>
        <p className="text-slate-700">There is no template called “{slug}”.</p>
        <Link to="/templates" className="font-semibold text-brand-700 underline">
          Browse all templates
        </Link>
      </main>
    );
  }
  return (
    <main className="min-h-screen bg-white p-8">
      <PageMeta title={template.title} description={template.description} />
      <h1 className="text-3xl font-bold text-slate-900">{template.title}</h1>
      <RichText html={template.content} className="mt-6" />
    </main>
  );
}

export { TemplateViewPage as Component };
