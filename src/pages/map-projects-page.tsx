// Map projects: the four map projects with their descriptions
// and the same full-screen 'View Project' overlay as the home page carousel (opened by the page
// script, src/page-script/map-overlay.ts).
import { MapOverlay, ViewProjectButton } from '../components/carousel/map-overlay';
import { MapPreviewImage } from '../components/carousel/map-preview-image';
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';

/** Two columns from 768 px in a 1152 px container. */
const CARD_SIZES = '(min-width: 768px) 560px, 100vw';
import { useSiteSettings } from '../lib/site-context';

function MapProjectsPage() {
  const { mapProjects } = useSiteSettings();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta title="Map Projects" description="Interactive map applications for property developers, brokers and analysts." />
      <PageHeader title="Map Projects">
        <p>Live, interactive map applications built for real clients. Open one to explore it full screen.</p>
      </PageHeader>
      <div className="grid gap-8 md:grid-cols-2">
        {mapProjects.map((project, i) => (
          <section key={project.id} aria-labelledby={`map-${project.id}`} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <MapPreviewImage project={project} progressive={false} eager={i < 2} sizes={CARD_SIZES} />
            <div className="flex flex-1 flex-col p-5">
              <h2 id={`map-${project.id}`} className="text-xl font-semibold text-slate-900">
                {project.title}
              </h2>
              <p className="mt-2 flex-1 text-slate-600">{project.description}</p>
              <ViewProjectButton project={project} className="mt-4 self-start rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700" />
            </div>
          </section>
        ))}
      </div>
      <MapOverlay />
    </div>
  );
}

export { MapProjectsPage as Component };
