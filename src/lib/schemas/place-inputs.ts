// The bodies of the console's place calls (console-endpoints.ts): a form's values, the version
// it was opened with, and optionally the save's commit message. The values themselves are
// checked on the server with the schema of the file they go to (server/places/), not here: the
// browser holds no copy of those schemas.
import * as z from 'zod/mini';
import { commitMessageSchema } from './blog-post';
import { IMAGE_MESSAGES } from './image-upload';

const values = z.record(z.string(), z.unknown(), 'Send the form\'s values: {"values": {…}}.');
const version = z.string('Send the version the place was opened with, so a change made meanwhile is not overwritten.').check(z.regex(/^[0-9a-f]{64}$/, 'The version is the 64-character version the place was opened with.'));

/** PUT /api/admin/places/:place and /api/admin/places/:place/items/:slug. */
export const placeSaveSchema = z.object({ values, version, commitMessage: commitMessageSchema });

/** POST /api/admin/places/:place/items: a new item (a project). */
export const placeCreateSchema = z.object({ values, commitMessage: commitMessageSchema });

/** POST /api/admin/place-images?name=: the file's name as the owner's computer gave it (the body is its bytes). */
export const placeImageQuerySchema = z.object({
  name: z.string(IMAGE_MESSAGES.name).check(z.trim(), z.minLength(1, IMAGE_MESSAGES.name), z.maxLength(200, IMAGE_MESSAGES.name)),
});
