// The full-screen 'View Project' overlay: the live map in a frame and a close button, one per
// page, in the HTML and closed. A modal <dialog> traps focus and closes on Escape; page scrolling
// is locked while it is open. The page script (src/page-script/map-overlay.ts) opens it from a
// View Project button (data-map-open, with the map's address and title), makes the frame from
// the <template data-map-frame>, and, when the map's address cannot be reached (offline, a host
// that is gone), puts the plain message with the way out in its place (<template
// data-map-unreachable>, decision 068).
import type { MapProject } from '../../lib/content-types';

/** A map project's 'View Project' button: the page script opens the overlay with its map. */
export function ViewProjectButton({ project, className }: { project: MapProject; className: string }) {
  return (
    <button type="button" aria-label={`View Project: ${project.title}`} className={className} data-map-open={project.iframeUrl} data-map-title={project.title}>
      View Project
    </button>
  );
}

export function MapOverlay() {
  return (
    <dialog aria-label="Live map" className="map-overlay" data-map-overlay="">
      <div className="flex h-full flex-col bg-slate-900" data-map-body="">
        <div className="flex items-center justify-between gap-4 px-4 py-3 text-white">
          <h2 className="text-lg font-semibold" data-map-heading="" />
          <button type="button" className="rounded-md bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/20" data-map-close="">
            Close
          </button>
        </div>
        <template data-map-frame="">
          <iframe className="w-full flex-1 border-0 bg-white" allow="fullscreen; geolocation" />
        </template>
        <template data-map-unreachable="">
          <UnreachableMap />
        </template>
      </div>
    </dialog>
  );
}

/** In place of a frame that cannot load: what happened, and what the visitor can do. */
function UnreachableMap() {
  return (
    <div className="flex flex-1 items-center justify-center bg-slate-800 p-6 text-center text-white">
      <div className="max-w-md">
        <p role="status" className="text-lg font-semibold">
          The live map can’t be reached right now.
        </p>
        <p className="mt-2 text-sm text-white/80">
          <span data-map-host="" /> did not answer. Check your connection, or try it in a new tab.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a target="_blank" rel="noopener noreferrer" className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-white/90" data-map-link="">
            Open in a new tab
          </a>
          <button type="button" className="rounded-md bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/20" data-map-close="">
            Close the map
          </button>
        </div>
      </div>
    </div>
  );
}
