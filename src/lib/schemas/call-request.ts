// The call request: what /calendar offers when the booking provider cannot load (issue 30). The
// form in the browser and POST /api/call-request on the server check it with this one schema.
import * as z from 'zod/mini';
import { emailField, honeypotField, nameField, requiredText } from './lead-fields';

export const TIMES_MAX = 500;
export const TIME_ZONE_MAX = 100;
export const TOPIC_MAX = 2000;

export const TIMES_REQUIRED = 'Please say which days and times suit you';
export const TOPIC_REQUIRED = 'Please say what you would like to talk about';

export const callRequestSchema = z.object({
  name: nameField,
  email: emailField,
  times: requiredText(TIMES_REQUIRED, TIMES_MAX, 'Preferred times'),
  /** Filled from the browser's own time zone; the visitor may change or clear it. */
  timeZone: z.pipe(
    z.optional(z.string({ error: 'Time zone must be text' }).check(z.trim(), z.maxLength(TIME_ZONE_MAX, `Time zone must be at most ${TIME_ZONE_MAX} characters`))),
    z.transform((value) => value || null),
  ),
  topic: requiredText(TOPIC_REQUIRED, TOPIC_MAX, 'Topic'),
  website: honeypotField,
});

export type CallRequestFormValues = z.input<typeof callRequestSchema>;
export type CallRequest = z.output<typeof callRequestSchema>;
