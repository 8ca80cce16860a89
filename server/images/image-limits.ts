// The largest image the site decodes, at upload and for every rendition (docs/decisions/040).
// Decoding costs memory and CPU by pixels, not by file size: a 10,000 × 10,000 PNG of one colour
// is a 300 KB file and half a gigabyte once decoded. 50 megapixels takes every photo a phone or
// camera makes in its usual modes (8160 × 6120 is 49.9) and is 30 times what the largest
// rendition (1600 pixels wide) needs.
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_PIXELS_TEXT = `${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
