// Which characters the bundled font can draw, read from @fontsource/inter's own stylesheet (the
// unicode-range of each subset it ships). A character outside them (an emoji, Arabic, Chinese)
// would be drawn as Inter's empty box, so the card leaves it out instead (decision 064).

export type Coverage = (codePoint: number) => boolean;

/** The code point ranges of every `unicode-range` in a stylesheet. */
export function coverageOf(css: string): Coverage {
  const ranges: [number, number][] = [];
  for (const [, list] of css.matchAll(/unicode-range:\s*([^;]+);/g)) {
    for (const part of list!.split(',')) {
      const match = /U\+([0-9a-f]+)(?:-([0-9a-f]+))?/i.exec(part.trim());
      if (match) ranges.push([parseInt(match[1]!, 16), parseInt(match[2] ?? match[1]!, 16)]);
    }
  }
  return (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** `text` without the characters the font cannot draw, nor control characters, spaces collapsed. */
export function drawableText(text: string, covers: Coverage): string {
  let kept = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (covers(codePoint) && !/\p{Cc}/u.test(character)) kept += character;
    else if (/\s/.test(character)) kept += ' ';
  }
  return kept.replace(/\s+/g, ' ').trim();
}
