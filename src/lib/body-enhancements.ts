// What a rendered body gains once hydrated: a copy button on each code block, the click-to-play
// player on each video link (a generator's youtube/vimeo tag). One module loaded on demand, only
// for a body that has either: one dynamic import in the page's own code instead of two keeps the
// first load within its budget (tests/integration/critical-path.test.ts).
import { addCopyButtons } from './copy-code-buttons';
import { addVideoPlayers } from './video-links';

export function enhanceBody(root: HTMLElement): void {
  if (root.querySelector('pre')) addCopyButtons(root);
  if (root.querySelector('a.video-link')) addVideoPlayers(root);
}
