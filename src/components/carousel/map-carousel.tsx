// The interactive map project carousel: one map project at a time, arrows on desktop, dots,
// swipe, arrow keys (src/page-script/carousels.ts); 'View Project' opens the live map full
// screen (map-overlay.tsx), and the carousel ignores input while it is open.
import type { MapProject } from '../../lib/content-types';
import { useBelowTheFold } from '../ui/below-the-fold';
import { CarouselFrame } from './carousel-controls';
import { MapOverlay, ViewProjectButton } from './map-overlay';
import { MapPreviewImage } from './map-preview-image';

export function MapCarousel({ projects }: { projects: MapProject[] }) {
  const belowTheFold = useBelowTheFold();
  const slides = projects.map((project, i) => ({
    label: `${i + 1} of ${projects.length}: ${project.title}`,
    dotLabel: `Show ${project.title}`,
    status: `Showing ${project.title}, ${i + 1} of ${projects.length}`,
    content: (
      <>
        <MapPreviewImage project={project} progressive={i === 0} eager={i === 0 && !belowTheFold} />
        <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-6">
          <div>
            <h3 className="text-lg font-bold text-slate-900 sm:text-xl">{project.title}</h3>
            <p className="mt-1 line-clamp-3 max-w-2xl text-sm text-slate-600 sm:mt-2 sm:line-clamp-none sm:text-base">{project.description}</p>
          </div>
          <ViewProjectButton project={project} className="shrink-0 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700" />
        </div>
      </>
    ),
  }));

  return (
    <CarouselFrame
      name="Map projects"
      label="map project"
      slides={slides}
      className="mx-auto max-w-5xl px-4"
      boxClassName="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg"
    >
      <MapOverlay />
    </CarouselFrame>
  );
}
