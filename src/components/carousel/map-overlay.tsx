// The full-screen 'View Project' overlay: the live map in a frame and a close button.
// A modal <dialog> traps focus and closes on Escape; page scrolling is locked while it is open.
// When the map's address cannot be reached (offline, a host that is gone), the frame gives way to
// a plain message with the way out (unreachable-map.tsx, loaded when a map is opened).
import { useEffect, useRef, useState } from 'react';
import type { MapProject } from '../../lib/content-types';
import { Deferred, onDemand } from '../ui/on-demand';

const loadWayOut = () => import('./unreachable-map');
const unreachableMap = onDemand(async () => (await loadWayOut()).UnreachableMap);

interface MapOverlayProps {
  project: MapProject | null;
  onClose: () => void;
}

export function MapOverlay({ project, onClose }: MapOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** The address found unreachable, if any. */
  const [unreachable, setUnreachable] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !project) return;
    dialog.showModal();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const check = new AbortController();
    void loadWayOut().then(async ({ isFrameReachable }) => {
      if (!(await isFrameReachable(project.iframeUrl, check.signal)) && !check.signal.aborted) setUnreachable(project.iframeUrl);
    });
    return () => {
      check.abort();
      root.style.overflow = previous;
      if (dialog.open) dialog.close();
    };
  }, [project]);

  return (
    <dialog ref={dialogRef} aria-label={project ? `${project.title} live map` : 'Live map'} className="map-overlay" onClose={onClose}>
      {project && (
        <div className="flex h-full flex-col bg-slate-900">
          <div className="flex items-center justify-between gap-4 px-4 py-3 text-white">
            <h2 className="text-lg font-semibold">{project.title}</h2>
            <button type="button" onClick={onClose} className="rounded-md bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/20" autoFocus>
              Close
            </button>
          </div>
          {unreachable === project.iframeUrl ? (
            <Deferred part={unreachableMap} props={{ project, onClose }} />
          ) : (
            <iframe src={project.iframeUrl} title={`${project.title} live map`} className="w-full flex-1 border-0 bg-white" allow="fullscreen; geolocation" />
          )}
        </div>
      )}
    </dialog>
  );
}
