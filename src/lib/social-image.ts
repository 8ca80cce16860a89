// The share image of a page, post, project or template (docs/decisions/064). Its tags are written by
// the server alone, which hands its component in through this context; in the browser the context
// is empty and the tags the server wrote stay in the head. Share tags are read from the server's
// HTML, and this way the version hash and the tags cost the browser's JavaScript nothing.
import { createContext, type ComponentType } from 'react';

/** The kinds of item that have their own image, by the first segment of their page's path. */
export type SocialImageKind = 'blog' | 'works' | 'templates';

export interface SocialImageItem {
  kind: SocialImageKind;
  slug: string;
  title: string;
  image: string | null | undefined;
  /** A draft or scheduled post seen through a preview link: it has no image of its own yet. */
  unpublished?: boolean;
}

/**
 * What the server's share tags are given: the item whose image they name (none: the site's own
 * image), and, on pages other than a post's, the page's title and description, which the server
 * writes as the X card's and with the site's name (its JavaScript would cost every page).
 */
export interface ShareTagsProps {
  item?: SocialImageItem;
  title?: string;
  description?: string;
}

export const SocialImageTagsContext = createContext<ComponentType<ShareTagsProps> | null>(null);
