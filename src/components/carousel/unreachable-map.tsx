// The map overlay's way out when a map cannot be shown (decision 068), loaded only once a map is
// opened. A frame that cannot load shows the browser's error page and still fires `load`, so the
// overlay asks separately: a page of this site must answer OK; another site's only has to
// answer at all (a no-cors request, whose answer is opaque, fails only when the host cannot be
// reached). The CSP's connect-src names the map hosts for this.
import type { MapProject } from '../../lib/content-types';
import { isSitePath } from '../../lib/site-path';

/** How long the host gets to answer before the overlay offers the way out. */
export const FRAME_CHECK_TIMEOUT_MS = 8000;

export async function isFrameReachable(url: string, signal: AbortSignal): Promise<boolean> {
  const timeout = AbortSignal.any([signal, AbortSignal.timeout(FRAME_CHECK_TIMEOUT_MS)]);
  try {
    if (isSitePath(url)) return (await fetch(url, { method: 'HEAD', cache: 'no-store', signal: timeout })).ok;
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: timeout });
    return true;
  } catch {
    // Unreachable, too slow, or the overlay closed (then the answer is not used).
    return false;
  }
}

/** The map's host as the message names it. */
function hostOf(url: string): string {
  return isSitePath(url) ? 'This site' : new URL(url).host;
}

/** In place of a frame that cannot load: what happened, and what the visitor can do. */
export function UnreachableMap({ project, onClose }: { project: MapProject; onClose: () => void }) {
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
