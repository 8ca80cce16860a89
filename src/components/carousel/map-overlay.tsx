// The full-screen 'View Project' overlay: the live map in a frame and a close button.
// A modal <dialog> traps focus and closes on Escape; page scrolling is locked while it is open.
// When the map's address cannot be reached (offline, a host that is gone), the frame gives way to
// a plain message with the way out: open it in a new tab, or close.
import { useEffect, useRef } from 'react';
import type { MapProject } from '../../lib/content-types';
import { isSitePath } from '../../lib/url-rules';
import { useFrameReachable } from './use-frame-reachable';

interface MapOverlayProps {
  project: MapProject | null;
  onClose: () => void;
}

export function MapOverlay({ project, onClose }: MapOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const frame = useFrameReachable(project?.iframeUrl ?? null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !project) return;
    dialog.showModal();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
      if (dialog.open) dialog.close();
    };
  }, [project]);

  return (
    <dialog ref={dialogRef} aria-label={project ? `${project.title} live map` : 'Live map'} className="map-overlay" onClose={onClose}>
      {project && (
        <div className="flex h-full flex-col bg-slate-900">
          <div className="flex items-center justify-between gap-4 px-4 py-3 text-white">
            <h2 className="min-w-0 truncate text-lg font-semibold">{project.title}</h2>
            <div className="flex shrink-0 items-center gap-2">
              {frame !== 'unreachable' && (
                <a href={project.iframeUrl} target="_blank" rel="noopener noreferrer" className="hidden rounded-md px-3 py-2 text-sm font-semibold text-white/90 underline-offset-4 hover:underline sm:inline">
                  Open in a new tab
                </a>
              )}
              <button type="button" onClick={onClose} className="rounded-md bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/20" autoFocus>
                Close
              </button>
            </div>
          </div>
          {frame === 'unreachable' ? (
            <UnreachableMap project={project} onClose={onClose} />
          ) : (
            <iframe src={project.iframeUrl} title={`${project.title} live map`} className="w-full flex-1 border-0 bg-white" allow="fullscreen; geolocation" />
          )}
        </div>
      )}
    </dialog>
  );
}

/** The map's host as the message names it. */
function hostOf(url: string): string {
  return isSitePath(url) ? 'This site' : new URL(url).host;
}

/** In place of a frame that cannot load: what happened, and what the visitor can do. */
function UnreachableMap({ project, onClose }: { project: MapProject; onClose: () => void }) {
  return (
    <div className="flex flex-1 items-center justify-center bg-slate-800 p-6 text-center text-white">
      <div className="max-w-md">
        <p role="status" className="text-lg font-semibold">
          The live map can’t be reached right now.
        </p>
        <p className="mt-2 text-sm text-white/80">{hostOf(project.iframeUrl)} did not answer. Check your connection, or try it in a new tab.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href={project.iframeUrl} target="_blank" rel="noopener noreferrer" className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-white/90">
            Open in a new tab
          </a>
          <button type="button" onClick={onClose} className="rounded-md bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/20">
            Close the map
          </button>
        </div>
      </div>
    </div>
  );
}
