// What "Choose an existing image" lists, in which order: the images whose path holds every word
// of the search (any case), this post's own first — those in its folder and those its body
// names — then the rest, each group in the order the server listed them.
import type { ContentImage } from '../../lib/api/admin-images';

export interface ImageChoiceContext {
  /** The post's slug: images under posts/<slug>/ are its own. */
  slug: string;
  /** The post's body as typed: an image it names (by its address or path) is its own too. */
  body: string;
  /** The search as typed; empty lists every image. */
  query: string;
}

/** Whether `image` belongs to the post: in its folder, or named by its body. */
export function isOwnImage(image: ContentImage, { slug, body }: Pick<ImageChoiceContext, 'slug' | 'body'>): boolean {
  if (slug !== '' && image.path.startsWith(`posts/${slug}/`)) return true;
  return body.includes(image.url) || body.includes(image.path);
}

/** The images the search keeps, the post's own first. */
export function imageChoices(images: readonly ContentImage[], context: ImageChoiceContext): ContentImage[] {
  const words = context.query.toLowerCase().split(/\s+/).filter(Boolean);
  const kept = images.filter((image) => {
    const path = image.path.toLowerCase();
    return words.every((word) => path.includes(word));
  });
  const own = kept.filter((image) => isOwnImage(image, context));
  return [...own, ...kept.filter((image) => !own.includes(image))];
}
