// The contact form: react-hook-form validates it in the browser and
// POST /api/contact validates the request with the same schema, so both apply one set of rules
// and messages.
import * as z from 'zod/mini';
import { emailField, honeypotField, nameField, requiredText } from './lead-fields';

export const MESSAGE_MAX = 5000;
export const SERVICE_MAX = 100;

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  // The select's empty choice arrives as '' from the form and null from other clients.
  service: z.pipe(
    z.optional(z.nullable(z.string({ error: 'Service must be text' }).check(z.trim(), z.maxLength(SERVICE_MAX, `Service must be at most ${SERVICE_MAX} characters`)))),
    z.transform((value) => value || null),
  ),
  message: requiredText('Please enter a message', MESSAGE_MAX, 'Message'),
  /** The browser's send time. The server records its own receive time instead. */
  submitted: z.optional(z.string({ error: 'submitted must be an ISO timestamp' }).check(z.maxLength(40, 'submitted must be an ISO timestamp'))),
  website: honeypotField,
});

/** What the form holds while editing. */
export type ContactFormValues = z.input<typeof contactSchema>;
/** A checked request: trimmed, service null when none was chosen. */
export type ContactRequest = z.output<typeof contactSchema>;
