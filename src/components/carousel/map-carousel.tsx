// The interactive map project carousel: one map project at a time, arrows on
// desktop, dots, swipe, arrow keys; 'View Project' opens the live map full screen, and the
// carousel ignores input while it is open.
import { useState } from 'react';
import type { MapProject } from '../../lib/content-types';
import { useBelowTheFold } from '../ui/below-the-fold';
import { CarouselArrows, CarouselDots } from './carousel-controls';
import { MapOverlay } from './map-overlay';
import { MapPreviewImage } from './map-preview-image';
import { slideClass, useCarousel } from './use-carousel';

export function MapCarousel({ projects }: { projects: MapProject[] }) {
  const [open, setOpen] = useState<MapProject | null>(null);
  const carousel = useCarousel(projects.length, open !== null);
  const belowTheFold = useBelowTheFold();
  const project = projects[carousel.index];
  if (!project) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Map projects"
      className="mx-auto max-w-5xl px-4"
      onKeyDown={carousel.onKeyDown}
    >
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
        <div
          {...carousel.swipeHandlers}
          className={`touch-pan-y select-none ${slideClass(carousel.phase)}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${carousel.index + 1} of ${projects.length}: ${project.title}`}
        >
          <MapPreviewImage key={project.id} project={project} progressive={carousel.index === 0} eager={carousel.index === 0 && !belowTheFold} />
          <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-6">
            <div>
              <h3 className="text-lg font-bold text-slate-900 sm:text-xl">{project.title}</h3>
              <p className="mt-1 line-clamp-3 max-w-2xl text-sm text-slate-600 sm:mt-2 sm:line-clamp-none sm:text-base">{project.description}</p>
            </div>
            <button
              type="button"
              onClick={() => setOpen(project)}
              aria-label={`View Project: ${project.title}`}
              className="shrink-0 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              View Project
            </button>
          </div>
        </div>
        <CarouselArrows carousel={carousel} label="map project" />
      </div>
      <CarouselDots carousel={carousel} count={projects.length} label="map project" slideNames={projects.map((p) => p.title)} />
      <p className="sr-only" aria-live="polite">
        {`Showing ${project.title}, ${carousel.index + 1} of ${projects.length}`}
      </p>
      <MapOverlay project={open} onClose={() => setOpen(null)} />
    </section>
  );
}
