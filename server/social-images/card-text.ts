// The text a social card draws, and what it costs. Titles and the owner's name are untrusted
// text of any length (a 60 KB title is a valid post): each is cut to a few lines' worth before any
// work per character is done on it (the font filter, grapheme segmentation, satori's layout), so
// no text costs more than a short paragraph's, however long it is (issue 40).
import { drawableText, type Coverage } from './font-coverage';

/** The most characters (graphemes) a title keeps; the lines it fills are clamped too. */
export const MAX_TITLE_GRAPHEMES = 140;
export const MAX_SITE_NAME_GRAPHEMES = 60;
/** The code units a grapheme may take (a family emoji is 11). */
const GRAPHEME_UNITS = 16;
/**
 * How much of a text is looked at, per grapheme kept: room for characters the font cannot draw
 * (emoji, scripts Inter lacks) before the drawable ones. Nothing past it can change the card.
 */
const SCANNED_UNITS_PER_GRAPHEME = 64;

/** The part of a text that can change its card (the version of the image's address hashes only that). */
export function scannedPart(text: string, maxGraphemes: number): string {
  return text.slice(0, maxGraphemes * SCANNED_UNITS_PER_GRAPHEME);
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` on one line, cut to `max` graphemes (an emoji or an accented letter is never split) with
 * an ellipsis; `cut` says the text given is already the head of a longer one.
 */
export function clampText(text: string, max: number, cut = false): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (!cut && oneLine.length <= max) return oneLine;
  // A bound first, so a long text is never segmented whole; the grapheme it may cut through is dropped.
  const head = oneLine.slice(0, max * GRAPHEME_UNITS);
  const graphemes = Array.from(segmenter.segment(head), (part) => part.segment);
  if (head.length < oneLine.length) graphemes.pop();
  else if (!cut && graphemes.length <= max) return oneLine;
  if (graphemes.length === 0) return '';
  return `${graphemes.slice(0, max - 1).join('').trimEnd()}…`;
}

/**
 * What the card draws of `text`: the characters the font covers, on one line, at most `max`
 * graphemes with an ellipsis when cut. Looks at no more than scannedPart(text, max).
 */
export function cardText(text: string, max: number, covers: Coverage): string {
  const scanned = scannedPart(text, max);
  return clampText(drawableText(scanned, covers), max, scanned.length < text.length);
}
