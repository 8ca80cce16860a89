// The server's check of a submitted post (the same rules as the console's form, never trusting
// the browser): the missing required fields by name first, then every field rule with its
// message. Also the check of a preview request (a body, its format, the post's slug).
import * as z from 'zod/mini';
import { commitMessageSchema, missingFieldsMessage, postInputSchema, postPreviewSchema, type PostInput } from '../../src/lib/schemas/blog-post';
import { ApiError } from '../api/api-error';
import { objectInput, parseInput, type InputErrors } from '../api/request-input';

const POST_INPUT: InputErrors = {
  notAnObject: { code: 'bad_request', message: 'Send a JSON object with Content-Type: application/json.' },
  invalid: { code: 'invalid_post', message: (fields) => `Fix these fields: ${Object.entries(fields).map(([name, message]) => `${name}: ${message}`).join('; ')}` },
};

export function parsePostInput(body: Record<string, unknown>): PostInput {
  const missing = missingFieldsMessage(body);
  if (missing) throw new ApiError(400, 'missing_fields', missing);
  return parseInput(postInputSchema, body, POST_INPUT);
}

/**
 * A save's request: the post's fields, parsed as ever, and the optional commit message sent beside
 * them, taken out first so that it never reaches the post's fields (nor its file). An empty
 * message is none: the save's default message stays.
 */
export function parseSaveInput(body: Record<string, unknown>): { input: PostInput; commitMessage: string | undefined } {
  const { commitMessage, ...fields } = body;
  const input = parsePostInput(fields);
  const parsed = parseInput(z.object({ commitMessage: commitMessageSchema }), { commitMessage }, POST_INPUT);
  return { input, commitMessage: parsed.commitMessage || undefined };
}

const PREVIEW_INPUT: InputErrors = {
  notAnObject: POST_INPUT.notAnObject,
  invalid: { code: 'invalid_preview', message: POST_INPUT.invalid.message },
};

/** A preview request: the body as typed, its format (default HTML) and, optionally, the post's slug. */
export function parsePreviewInput(body: Record<string, unknown>) {
  if (typeof body.content !== 'string') throw new ApiError(400, 'missing_fields', 'Missing required fields: content');
  return parseInput(postPreviewSchema, body, PREVIEW_INPUT);
}

export function objectBody(body: unknown): Record<string, unknown> {
  return objectInput(body, POST_INPUT);
}
