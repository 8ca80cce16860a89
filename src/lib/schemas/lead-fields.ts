// Field rules shared by the lead forms (contact, free template signup). Written with zod/mini so
// the browser bundle stays small (zod/mini is a fraction of zod's size); the server validates requests with the same
// schemas. zod/mini loads no locale, so every field names its own message, also for a value of
// the wrong type.
import * as z from 'zod/mini';

export const NAME_MAX = 100;
/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX = 254;

export const NAME_REQUIRED = 'Please enter your name';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** Text that is trimmed, required and capped; `required` is also the wrong-type message. */
export function requiredText(required: string, max: number, label: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, `${label} must be at most ${max} characters`));
}

export const nameField = requiredText(NAME_REQUIRED, NAME_MAX, 'Name');

/** A real address shape (local@domain.tld), trimmed first; stricter than "contains @ and .". */
export const emailField = z
  .string({ error: EMAIL_INVALID })
  .check(z.trim(), z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`), z.regex(z.regexes.email, EMAIL_INVALID));

/**
 * The hidden 'website' field. People never see it, so a value means a bot: the server answers
 * success and stores nothing. Anything but a string (or absent) is a malformed request.
 */
export const honeypotField = z.optional(z.string({ error: 'website must be text' }).check(z.maxLength(2000, 'website is too long')));

export const isHoneypotFilled = (website: string | undefined) => (website ?? '').trim() !== '';
