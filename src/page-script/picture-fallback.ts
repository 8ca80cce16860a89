// A picture the browser cannot load gives way to the designed placeholder the server put in the
// <template> right after it (src/components/media/picture-or-placeholder.tsx); one marked
// data-log-failure (a testimonial's, spec §8) is logged to the console and otherwise ignored.
// `error` does not bubble, so one listener on the document catches it in the capture phase; a
// picture that failed before this script ran is found by its state.
import { imageFailed } from '../lib/picture-fallback';

const PICTURE = 'img[data-picture-fallback]';

function replace(image: HTMLImageElement): void {
  const placeholder = image.nextElementSibling;
  if (!(placeholder instanceof HTMLTemplateElement)) return;
  image.replaceWith(placeholder.content.cloneNode(true));
  placeholder.remove();
}

export function startPictureFallbacks(root: ParentNode): void {
  root.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLImageElement)) return;
      if (target.matches(PICTURE)) replace(target);
      else if (target.dataset.logFailure) console.log(`${target.dataset.logFailure}: ${target.getAttribute('src')}`);
    },
    true,
  );
  for (const image of root.querySelectorAll<HTMLImageElement>(PICTURE)) if (imageFailed(image)) replace(image);
}
