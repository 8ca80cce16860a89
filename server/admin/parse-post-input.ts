// The server's check of a submitted post (spec §5 again, never trusting the browser): the
// missing required fields by name first, then every field rule with its message.
import { fieldMessages, missingFieldsMessage, postInputSchema, type PostInput } from '../../src/lib/schemas/blog-post';
import { ApiError } from '../api/api-error';

export function parsePostInput(body: Record<string, unknown>): PostInput {
  const missing = missingFieldsMessage(body);
  if (missing) throw new ApiError(400, 'missing_fields', missing);
  const parsed = postInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = fieldMessages(parsed.error.issues);
  throw new ApiError(400, 'invalid_post', `Fix these fields: ${Object.entries(fields).map(([name, message]) => `${name}: ${message}`).join('; ')}`, fields);
}

export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'bad_request', 'Send a JSON object with Content-Type: application/json.');
  }
  return body as Record<string, unknown>;
}
