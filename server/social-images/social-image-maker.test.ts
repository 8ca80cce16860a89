import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverageOf, drawableText } from './font-coverage';
import { cardText, clampText, MAX_TITLE_GRAPHEMES } from './card-text';
import { socialImageVersion } from './social-image-address';
import { makeSocialImage } from './social-image-maker';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function expectCard(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
}

describe('makeSocialImage', () => {
  it('draws a 1200 × 630 PNG of the title and the site name', async () => {
    const { png, layoutMs, drawMs } = await makeSocialImage({ title: 'Mapping every parcel in the city', siteName: 'Jane Doe' });
    await expectCard(png);
    expect(layoutMs).toBeGreaterThanOrEqual(0);
    expect(drawMs).toBeGreaterThanOrEqual(0);
  });

  it('draws the picture beside the title: the right side is the picture, not the panel', async () => {
    const red = await sharp({ create: { width: 440, height: 630, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const { png } = await makeSocialImage({ title: 'With a picture', siteName: 'Jane Doe', picture: `data:image/png;base64,${red.toString('base64')}` });
    await expectCard(png);
    const { data } = await sharp(png).extract({ left: 1100, top: 300, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([255, 0, 0]);
  });

  it('draws hostile titles as text and never fails on characters Inter lacks', async () => {
    const titles = [
      '<script>alert(1)</script><img src=x onerror=alert(1)> &amp; {{title}} ${x}',
      'مرحبا بالعالم — שלום עולם — 你好，世界 — 😀👩‍👩‍👧‍👦🏳️‍🌈 — \u202Ereversed\u202C — \u0000\u0007',
      'A very long title '.repeat(2_000),
      ' ',
    ];
    for (const title of titles) await expectCard((await makeSocialImage({ title, siteName: 'Jane <b>Doe</b> 🎉' })).png);
  });

  it('leaves out what Inter cannot draw rather than drawing empty boxes', async () => {
    const bare = await makeSocialImage({ title: 'Maps', siteName: 'Jane Doe' });
    const withEmoji = await makeSocialImage({ title: 'Maps 😀 你好', siteName: 'Jane Doe 🎉' });
    expect(withEmoji.png.equals(bare.png)).toBe(true);
  });
});

describe('clampText', () => {
  it('keeps a short title whole and on one line', () => {
    expect(clampText('  Two\nlines  ', 10)).toBe('Two lines');
  });

  it('cuts a long title to its limit with an ellipsis, never splitting an emoji', () => {
    const clamped = clampText('👩‍👩‍👧‍👦'.repeat(500), MAX_TITLE_GRAPHEMES);
    expect(clamped.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter().segment(clamped)]).toHaveLength(MAX_TITLE_GRAPHEMES);
    expect(clamped.replace('…', '')).toBe('👩‍👩‍👧‍👦'.repeat(MAX_TITLE_GRAPHEMES - 1));
  });
});

describe('drawableText', () => {
  const covers = coverageOf('a { unicode-range: U+0000-00FF,U+0400-045F; } b { unicode-range: U+2014; }');

  it('keeps the characters the font covers and drops the rest, spaces collapsed', () => {
    expect(drawableText('Привет — мир 😀 مرحبا ok', covers)).toBe('Привет — мир ok');
    expect(drawableText('tab\there\u0000\u0007 bell', covers)).toBe('tab here bell');
  });
});

describe('cardText', () => {
  const latin = coverageOf('a { unicode-range: U+0000-00FF,U+2026; }');

  it('looks at no more of a 60 KB title than a few lines need, and cuts it with an ellipsis', () => {
    let looked = 0;
    const counting = (codePoint: number) => {
      looked += 1;
      return latin(codePoint);
    };
    const shown = cardText('A very long title with words '.repeat(2_100), MAX_TITLE_GRAPHEMES, counting);
    expect(looked).toBeLessThanOrEqual(MAX_TITLE_GRAPHEMES * 64);
    expect(shown.length).toBeGreaterThan(MAX_TITLE_GRAPHEMES - 5);
    expect(shown.length).toBeLessThanOrEqual(MAX_TITLE_GRAPHEMES);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('keeps the drawable text after characters the font lacks, and a short title whole', () => {
    expect(cardText(`${'😀'.repeat(1_000)} Maps of Lisbon`, MAX_TITLE_GRAPHEMES, latin)).toBe('Maps of Lisbon');
    expect(cardText('  Maps\nof Lisbon ', MAX_TITLE_GRAPHEMES, latin)).toBe('Maps of Lisbon');
  });

  it('marks a title cut past what it looks at, and draws nothing when nothing there is drawable', () => {
    expect(cardText(`Maps${' '.repeat(20_000)}more`, MAX_TITLE_GRAPHEMES, latin)).toBe('Maps…');
    expect(cardText('😀'.repeat(20_000), MAX_TITLE_GRAPHEMES, latin)).toBe('');
  });
});

describe('socialImageVersion', () => {
  it('changes with what the card can draw, and is not made from a whole 60 KB title', () => {
    const long = 'A very long title with words '.repeat(2_100);
    const facts = (title: string) => ({ title, siteName: 'Jane Doe', image: null });
    expect(socialImageVersion(facts(long))).toBe(socialImageVersion(facts(`${long} and an ending no card shows`)));
    expect(socialImageVersion(facts(long))).not.toBe(socialImageVersion(facts(`B${long.slice(1)}`)));
    expect(socialImageVersion(facts('Maps'))).not.toBe(socialImageVersion(facts('Maps!')));
  });
});
