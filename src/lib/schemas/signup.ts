// The free template signup: name and email, both required, each with its own message
// ('Please enter your name', 'Please enter a valid email address'). POST /api/signup checks
// the request with the same schema.
import * as z from 'zod/mini';
import { emailField, honeypotField, nameField } from './lead-fields';

export const signupSchema = z.object({
  name: nameField,
  email: emailField,
  website: honeypotField,
});

export type SignupFormValues = z.input<typeof signupSchema>;
export type SignupRequest = z.output<typeof signupSchema>;
