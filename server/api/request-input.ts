// How an endpoint checks the JSON it is sent, the same way for the console's posts and the lead
// forms: the body must be a JSON object, then it is parsed with the shared schema the browser's
// form uses, and a failure is a 400 whose `fields` names each field to fix with its first
// message, keyed by the top-level field (the name the form gives it). Each endpoint keeps its
// own code and wording; the shape of the answer is this module's.
import type { RequestHandler } from 'express';
import { ApiError } from './api-error';

export interface InputIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** What a zod schema (classic or mini) answers from safeParse. */
export interface InputSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly InputIssue[] } };
}

/** The 400 an endpoint answers for a body that is not an object, and for one that breaks the schema. */
export interface InputErrors {
  notAnObject: { code: string; message: string };
  invalid: { code: string; message: (fields: Record<string, string>) => string };
}

/** Field messages of a failed parse, keyed by the first path segment (first message wins). */
export function fieldMessages(issues: readonly InputIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    fields[name] ??= issue.message;
  }
  return fields;
}

/** The body as an object; a JSON array, null, text or no body at all is refused. */
export function objectInput(body: unknown, errors: Pick<InputErrors, 'notAnObject'>): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, errors.notAnObject.code, errors.notAnObject.message);
  }
  return body as Record<string, unknown>;
}

/** The input parsed with `schema`, or a 400 naming every field to fix. */
export function parseInput<Output>(schema: InputSchema<Output>, input: unknown, errors: Pick<InputErrors, 'invalid'>): Output {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error.issues);
  throw new ApiError(400, errors.invalid.code, errors.invalid.message(fields), fields);
}

/** Refuses, with a 415 and `message`, a request whose body is not declared as JSON. */
export function jsonContentOnly(message: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('application/json')) return next(new ApiError(415, 'unsupported_media_type', message));
    next();
  };
}
