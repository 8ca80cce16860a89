// The inputs of the console's image calls (query parameters; the upload's body is the file):
// the post the image belongs beside, by slug, and the file's name as the owner's computer gave it.
// The name only suggests the stored name: the server makes it slug-like and picks the extension
// from the bytes, so no name can point anywhere else.
import * as z from 'zod/mini';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../slug';

export const IMAGE_MESSAGES = {
  post: 'Give the post a slug first (lowercase letters, numbers and single hyphens between them): its images are stored beside it, in posts/<slug>/.',
  name: 'Send the file name in name= (at most 200 characters).',
} as const;

const postSlug = z.string(IMAGE_MESSAGES.post).check(z.minLength(1, IMAGE_MESSAGES.post), z.maxLength(MAX_SLUG_LENGTH, IMAGE_MESSAGES.post), z.regex(SLUG_PATTERN, IMAGE_MESSAGES.post));

export const imageListQuerySchema = z.object({ post: postSlug });

export const imageUploadQuerySchema = z.object({
  post: postSlug,
  name: z.string(IMAGE_MESSAGES.name).check(z.trim(), z.minLength(1, IMAGE_MESSAGES.name), z.maxLength(200, IMAGE_MESSAGES.name)),
});

export type ImageUploadQuery = z.infer<typeof imageUploadQuerySchema>;
