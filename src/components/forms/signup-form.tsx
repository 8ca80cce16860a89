// The free template signup form: Name and Email (both required) → 'Processing...' → after
// 1.5 s 'Thank You for Signing Up!' with the template download, or the error message when the
// signup could not be sent at all. An island (src/islands/signup-form.island.tsx) that starts at
// the visitor's first touch: the newsletter provider's form comes in its props.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { signupSchema, type SignupFormValues, type SignupRequest } from '../../lib/schemas/signup';
import { prepareToasts } from '../../lib/toast';
import { HoneypotField, TextField } from './form-field';
import { valuesOnPage } from './values-on-page';
import { schemaResolver } from './schema-resolver';
import { submitSignup, type NewsletterForm } from './submit-signup';
import { submitButtonClass, ThankYou } from './thank-you';
import { TemplateDownloadButton } from './template-download-button';

const resolver = schemaResolver(signupSchema);
const SIGNUP_FORM_LABEL = 'Template signup';

export type SignupFormProps = {
  /** The newsletter provider's form (site settings' `newsletter`), or null when none is set up. */
  newsletter: NewsletterForm | null;
};

export function SignupForm({ newsletter }: SignupFormProps) {
  const [signedUp, setSignedUp] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // What the visitor typed before the island started stays (values-on-page.ts).
  const [defaultValues] = useState(() => valuesOnPage<SignupFormValues>(SIGNUP_FORM_LABEL, { name: '', email: '', website: '' }));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupRequest>({ resolver, defaultValues });

  // The template download says in a toast when it fails, even if the network drops from here on.
  useEffect(() => void prepareToasts(), []);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await submitSignup(values, newsletter);
    if (outcome.ok) setSignedUp(true);
    else setFailure(outcome.message);
  });

  if (signedUp) {
    return (
      <ThankYou title="Thank You for Signing Up!" text="Your App Building Template is ready to download.">
        <TemplateDownloadButton className={submitButtonClass} />
      </ThankYou>
    );
  }

  return (
    <form method="post" action="/api/signup" noValidate onSubmit={onSubmit} aria-label={SIGNUP_FORM_LABEL} className="relative space-y-5">
      <TextField id="signup-name" label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField id="signup-email" label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <HoneypotField {...register('website')} />
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={`${submitButtonClass} sm:w-full`}>
        {isSubmitting ? 'Processing...' : 'Get Template & Subscribe to Newsletter'}
      </button>
    </form>
  );
}
