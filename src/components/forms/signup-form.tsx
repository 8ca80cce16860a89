// The free template signup form: Name and Email (both required) → 'Processing...' → after
// 1.5 s 'Thank You for Signing Up!' with the template download, or the error message when the
// signup could not be sent at all. Its page loads it on demand
// (components/ui/on-demand.tsx).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signupSchema, type SignupFormValues, type SignupRequest } from '../../lib/schemas/signup';
import { useSiteSettings } from '../../lib/site-context';
import { HoneypotField, TextField } from './form-field';
import { valuesOnPage } from './values-on-page';
import { schemaResolver } from './schema-resolver';
import { submitSignup } from './submit-signup';
import { submitButtonClass, ThankYou } from './thank-you';
import { TemplateDownloadButton } from './template-download-button';

const resolver = schemaResolver(signupSchema);
const SIGNUP_FORM_LABEL = 'Template signup';

export function SignupForm() {
  const { newsletter } = useSiteSettings();
  const [signedUp, setSignedUp] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // What the visitor typed before this code arrived stays (decision 021).
  const [defaultValues] = useState(() => valuesOnPage<SignupFormValues>(SIGNUP_FORM_LABEL, { name: '', email: '', website: '' }));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupRequest>({ resolver, defaultValues });

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
