// Makes a social image, on the social image thread (social-image-thread.ts): satori lays the card
// out as SVG (synchronous JavaScript), resvg draws the SVG as a PNG (native code, renderAsync).
// The title and the owner's name are cut first (card-text.ts). The font is Inter
// from @fontsource/inter, read from node_modules once on first use: its .woff files, since satori
// reads no woff2. Only bundled fonts are used and nothing is fetched: a character Inter lacks
// (emoji, Arabic, Chinese) is left out of the text (font-coverage.ts), never looked up elsewhere
// (decision 064). satori and resvg are loaded on the thread's first image, not with the server:
// satori alone holds some 35 MB once imported, and most starts never make an image.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from './social-image-address';
import { cardText, MAX_SITE_NAME_GRAPHEMES, MAX_TITLE_GRAPHEMES } from './card-text';
import { coverageOf, type Coverage } from './font-coverage';
import { socialCard, type SocialCard } from './social-card';

/** The scripts Inter covers, each in the two weights the card uses. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;
const WEIGHTS = [400, 700] as const;

type Font = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: 'normal' };
let fonts: Promise<{ fonts: Font[]; covers: Coverage }> | null = null;

function loadFonts(): Promise<{ fonts: Font[]; covers: Coverage }> {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFile(require.resolve(`@fontsource/inter/${file}`));
  fonts ??= Promise.all([
    Promise.all(SUBSETS.flatMap((subset) => WEIGHTS.map(async (weight) => ({ name: 'Inter', weight, style: 'normal' as const, data: await read(`files/inter-${subset}-${weight}-normal.woff`) })))),
    // The stylesheet of the regular weight names every subset's characters.
    read('400.css'),
  ])
    .then(([loaded, css]) => ({ fonts: loaded, covers: coverageOf(css.toString('utf8')) }))
    .catch((error: unknown) => {
      fonts = null;
      throw error;
    });
  return fonts;
}

export interface MadeSocialImage {
  png: Buffer;
  /** Time spent on this thread laying the card out, and time drawing it (mostly off this thread). */
  layoutMs: number;
  drawMs: number;
}

export async function makeSocialImage(card: SocialCard): Promise<MadeSocialImage> {
  const [{ fonts: loaded, covers }, { default: satori }, { renderAsync }] = await Promise.all([loadFonts(), import('satori'), import('@resvg/resvg-js')]);
  const started = performance.now();
  const drawable = { ...card, title: cardText(card.title, MAX_TITLE_GRAPHEMES, covers), siteName: cardText(card.siteName, MAX_SITE_NAME_GRAPHEMES, covers) };
  const svg = await satori(socialCard(drawable) as unknown as Parameters<typeof import('satori').default>[0], {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts: loaded,
    // Should a character still miss a glyph, it is left out: nothing is downloaded, ever.
    loadAdditionalAsset: async () => [],
  });
  const laidOut = performance.now();
  const rendered = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const png = rendered.asPng();
  return { png, layoutMs: Math.round(laidOut - started), drawMs: Math.round(performance.now() - laidOut) };
}
