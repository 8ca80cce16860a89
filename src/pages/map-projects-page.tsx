// Map projects (spec §2; body not shown there): the four map projects with their descriptions.
// The full-screen overlay arrives with the carousel work.
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import { useSiteSettings } from '../lib/site-context';

function MapProjectsPage() {
  const { mapProjects } = useSiteSettings();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title="Map Projects" description="Interactive map applications for property developers, brokers and analysts." />
      <PageHeader title="Map Projects">
        <p>Live, interactive map applications built for real clients.</p>
      </PageHeader>
      <div className="grid gap-8 md:grid-cols-2">
        {mapProjects.map((project, i) => (
          <section key={project.id} aria-labelledby={`map-${project.id}`} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <picture>
              <source srcSet={project.image} type="image/webp" />
              <img
                src={project.fallbackImage}
                alt={`${project.title} map preview`}
                width={800}
                height={500}
                loading={i < 2 ? 'eager' : 'lazy'}
                className="aspect-[8/5] w-full object-cover"
              />
            </picture>
            <div className="p-5">
              <h2 id={`map-${project.id}`} className="text-xl font-semibold text-slate-900">
                {project.title}
              </h2>
              <p className="mt-2 text-slate-600">{project.description}</p>
              <a href={project.iframeUrl} target="_blank" rel="noopener noreferrer" className="mt-4 inline-block font-semibold text-brand-700 underline">
                Open the live map<span className="sr-only"> of {project.title} (opens in a new tab)</span>
              </a>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

export { MapProjectsPage as Component };
