// The drawing of a social image, as the element tree satori lays out: the site's name above the
// item's title on the site's deep brand colour (docs/design-system.md: the footer's brand-950),
// and the item's picture beside them when it has one. Titles are untrusted text: satori draws a
// string as text (it parses no markup), cut (card-text.ts) to what fits (a few lines at the size
// chosen for its length), so no title costs more layout work than a short paragraph.
import { clampText, MAX_SITE_NAME_GRAPHEMES, MAX_TITLE_GRAPHEMES } from './card-text';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from './social-image-address';

/** The picture's column, when there is one. */
export const PICTURE_WIDTH = 440;

export interface SocialCard {
  /** As drawn: cut and without characters the font lacks (cardText), or it is cut again here. */
  title: string;
  siteName: string;
  /** The picture as a data: URL (PNG or JPEG, already cut to PICTURE_WIDTH × SOCIAL_IMAGE_HEIGHT). */
  picture?: string;
}

/** The element type satori reads (what React.createElement returns, without React). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: string | CardNode | CardNode[]; src?: string; width?: number; height?: number };
}

/** Longer titles are drawn smaller, so most fit whole. */
function titleSize(title: string, narrow: boolean): number {
  const length = title.length;
  const base = length <= 40 ? 68 : length <= 80 ? 56 : 46;
  return narrow ? base - 6 : base;
}

/** The design system's colours (docs/design-system.md), as the footer shows them in both themes. */
export const CARD_COLOURS = { panel: '#062930', siteName: '#a5dde7', title: '#ffffff', mark: '#e2813f' };

export function socialCard({ title, siteName, picture }: SocialCard): CardNode {
  const shownTitle = clampText(title, MAX_TITLE_GRAPHEMES);
  const textWidth = picture ? SOCIAL_IMAGE_WIDTH - PICTURE_WIDTH : SOCIAL_IMAGE_WIDTH;
  const text: CardNode = {
    type: 'div',
    props: {
      style: { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', boxSizing: 'border-box', flexShrink: 0, width: textWidth, height: SOCIAL_IMAGE_HEIGHT, padding: 64 },
      children: [
        { type: 'div', props: { style: { fontSize: 30, fontWeight: 400, color: CARD_COLOURS.siteName }, children: clampText(siteName, MAX_SITE_NAME_GRAPHEMES) } },
        { type: 'div', props: { style: { display: 'block', fontSize: titleSize(shownTitle, Boolean(picture)), fontWeight: 700, lineHeight: 1.15, color: CARD_COLOURS.title, lineClamp: 5 }, children: shownTitle } },
        { type: 'div', props: { style: { display: 'flex', flexShrink: 0, width: 96, height: 8, borderRadius: 4, backgroundColor: CARD_COLOURS.mark } } },
      ],
    },
  };
  const children: CardNode[] = [text];
  if (picture) children.push({ type: 'img', props: { src: picture, width: PICTURE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, style: { width: PICTURE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, objectFit: 'cover' } } });
  return {
    type: 'div',
    props: {
      style: { display: 'flex', width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, backgroundColor: CARD_COLOURS.panel, fontFamily: 'Inter' },
      children,
    },
  };
}
