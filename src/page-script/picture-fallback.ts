// A picture the browser cannot load gives way to the designed placeholder
// (src/components/media/picture-or-placeholder.tsx): drawn here from the image's
// data-picture-fallback (the label) and data-placeholder-* attributes, with the classes the
// server's PicturePlaceholder uses. One marked data-log-failure (a testimonial's, spec §8) is
// logged to the console and otherwise ignored. `error` does not bubble, so one listener on the
// document catches it in the capture phase; a picture that failed before this script ran is
// found by its state.
import { isInitial, PLACEHOLDER_CLASSES as CLASSES } from '../components/media/picture-placeholder-classes';
import { imageFailed } from '../lib/picture-fallback';

const PICTURE = 'img[data-picture-fallback]';

function element(className: string, text?: string): HTMLElement {
  const made = document.createElement(text === undefined ? 'div' : 'span');
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** The same markup as PicturePlaceholder renders. */
function placeholderFor(image: HTMLImageElement): HTMLElement {
  const { pictureFallback: label = '', placeholderClass = '', placeholderCaption: caption } = image.dataset;
  const frame = element(`${CLASSES.frame} ${placeholderClass}`);
  frame.setAttribute('data-picture-placeholder', '');
  if (image.dataset.placeholderDecorative !== undefined) frame.setAttribute('aria-hidden', 'true');
  const body = element(CLASSES.body);
  if (label) body.append(element(isInitial(label) ? CLASSES.initial : CLASSES.tag, label));
  if (caption) body.append(element(CLASSES.caption, caption));
  frame.append(element(CLASSES.pattern), body);
  return frame;
}

export function startPictureFallbacks(root: ParentNode): void {
  root.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLImageElement)) return;
      if (target.matches(PICTURE)) target.replaceWith(placeholderFor(target));
      else if (target.dataset.logFailure) console.log(`${target.dataset.logFailure}: ${target.getAttribute('src')}`);
    },
    true,
  );
  for (const image of root.querySelectorAll<HTMLImageElement>(PICTURE)) if (imageFailed(image)) image.replaceWith(placeholderFor(image));
}
