// The free template signup's submission: after the 1.5 s delay the visitor sees success whatever
// the newsletter provider answers. The signup is also stored through POST /api/signup, so a
// provider outage loses no lead. The error message shows only when the signup reached neither:
// our server was unreachable and the provider request failed.
import { isHoneypotFilled } from '../../lib/schemas/lead-fields';
import type { SignupRequest } from '../../lib/schemas/signup';
import { sendLead } from './send-lead';

export const SIGNUP_DELAY_MS = 1500;
export const SIGNUP_NETWORK_ERROR = 'There was an error submitting your information. Please try again.';
/** A provider that has not answered by then is treated as failed, so the visitor is not kept waiting. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider's form; a type (not an interface) so that it travels in an island's JSON props. */
export type NewsletterForm = {
  formAction: string;
  fields: Record<string, string>;
};

export type SignupOutcome = { ok: true } | { ok: false; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The provider's form POST: multipart, fields[email], fields[name], ml-submit and anticsrf, in
 * no-cors mode, so the browser sends it without asking and the answer is opaque (never read).
 */
function postToProvider(newsletter: NewsletterForm, { name, email }: SignupRequest): Promise<'sent' | 'failed'> {
  const body = new FormData();
  body.append('fields[email]', email);
  body.append('fields[name]', name);
  for (const [key, value] of Object.entries({ 'ml-submit': '1', anticsrf: 'true', ...newsletter.fields })) body.append(key, value);
  return fetch(newsletter.formAction, { method: 'POST', body, mode: 'no-cors', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }).then(
    () => 'sent',
    () => 'failed',
  );
}

export async function submitSignup(values: SignupRequest, newsletter: NewsletterForm | null | undefined): Promise<SignupOutcome> {
  const delay = wait(SIGNUP_DELAY_MS);
  // A filled trap means a bot: it sees the same success and nothing is sent anywhere.
  if (isHoneypotFilled(values.website)) {
    await delay;
    return { ok: true };
  }
  const provider = newsletter ? postToProvider(newsletter, values) : Promise.resolve('failed' as const);
  const [, stored] = await Promise.all([delay, sendLead('/api/signup', { name: values.name, email: values.email, website: values.website ?? '' })]);
  if (stored.ok || stored.reachedServer) return { ok: true };
  return (await provider) === 'sent' ? { ok: true } : { ok: false, message: SIGNUP_NETWORK_ERROR };
}
