// The contact form: editing → sending ('Sending...', button disabled) → the
// thank-you view, or a destructive 'Error' toast. An island (src/islands/contact-form.island.tsx)
// that starts at the visitor's first touch: everything comes in its props — the service options
// and the one `?service=` preselects (its page matches it on the server).
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactSchema, type ContactFormValues, type ContactRequest } from '../../lib/schemas/contact';
import { prepareToasts, toast } from '../../lib/toast';
import { HoneypotField, SelectField, TextAreaField, TextField } from './form-field';
import { valuesOnPage } from './values-on-page';
import { schemaResolver } from './schema-resolver';
import { sendLead } from './send-lead';
import { submitButtonClass, ThankYou } from './thank-you';

const resolver = schemaResolver(contactSchema);
const EMPTY: ContactFormValues = { name: '', email: '', service: '', message: '', website: '' };
const CONTACT_FORM_LABEL = 'Contact form';

export type ContactFormProps = {
  /** The Service Interest options (site settings' contactServiceOptions). */
  services: string[];
  /** The option `?service=` means, or '' (service-match.ts). */
  defaultService: string;
};

export function ContactForm({ services: options, defaultService: preselected }: ContactFormProps) {
  const [sent, setSent] = useState(false);
  // What the visitor typed before the island started stays (values-on-page.ts).
  const [defaultValues] = useState(() => valuesOnPage<ContactFormValues>(CONTACT_FORM_LABEL, { ...EMPTY, service: preselected }));
  // Set by 'Send Another Message', so focus returns to the form's first field.
  const returning = useRef(false);

  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactRequest>({ resolver, defaultValues });

  // A failure's toast must show even if the network drops from here on.
  useEffect(() => void prepareToasts(), []);

  useEffect(() => {
    if (!sent && returning.current) setFocus('name');
  }, [sent, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await sendLead('/api/contact', { ...values, submitted: new Date().toISOString() });
    if (!result.ok) {
      toast({ title: 'Error', description: result.message, variant: 'destructive' });
      return;
    }
    // Spec §4: the form resets and the service is cleared, whatever the address says.
    reset(EMPTY);
    setSent(true);
  });

  if (sent) {
    return (
      <ThankYou title="Thank You!" text="I've received your message and will be in touch soon.">
        <button
          type="button"
          className={submitButtonClass}
          onClick={() => {
            returning.current = true;
            setSent(false);
          }}
        >
          Send Another Message
        </button>
      </ThankYou>
    );
  }

  return (
    <form method="post" action="/api/contact" noValidate onSubmit={onSubmit} aria-label={CONTACT_FORM_LABEL} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField id="contact-email" label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      </div>
      {/* defaultValue puts the preselection into the server's HTML; react-hook-form owns the value after that. */}
      <SelectField id="contact-service" label="Service Interest" defaultValue={preselected} error={errors.service?.message} {...register('service')}>
        <option value="">Select a service</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <TextAreaField id="contact-message" label="Message" required rows={6} className="min-h-[150px]" error={errors.message?.message} {...register('message')} />
      <HoneypotField {...register('website')} />
      <button type="submit" disabled={isSubmitting} className={submitButtonClass}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
