// The bodies of the console's place calls (console-endpoints.ts): a form's values, the version
// it was opened with, and optionally the save's commit message. The values themselves are
// checked on the server with the schema of the file they go to (server/places/), not here: the
// browser holds no copy of those schemas.
import * as z from 'zod/mini';
import { commitMessageSchema } from './blog-post';

const values = z.record(z.string(), z.unknown(), 'Send the form\'s values: {"values": {…}}.');
const version = z.string('Send the version the place was opened with, so a change made meanwhile is not overwritten.').check(z.regex(/^[0-9a-f]{64}$/, 'The version is the 64-character version the place was opened with.'));

/** PUT /api/admin/places/:place and /api/admin/places/:place/items/:slug. */
export const placeSaveSchema = z.object({ values, version, commitMessage: commitMessageSchema });

/** POST /api/admin/places/:place/items: a new item (a project). */
export const placeCreateSchema = z.object({ values, commitMessage: commitMessageSchema });
