// Ask for a call without the booking provider: name, email, when suits, time zone and topic,
// sent to POST /api/call-request and kept with the contact messages. Editing → sending
// ('Sending...', button disabled) → a thank-you, or a destructive 'Error' toast, as the contact form.
// An island (src/islands/call-request-form.island.tsx) that starts at the visitor's first touch.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { callRequestSchema, type CallRequest, type CallRequestFormValues } from '../../lib/schemas/call-request';
import { prepareToasts, toast } from '../../lib/toast';
import { HoneypotField, TextAreaField, TextField } from '../forms/form-field';
import { schemaResolver } from '../forms/schema-resolver';
import { sendLead } from '../forms/send-lead';
import { submitButtonClass, ThankYou } from '../forms/thank-you';
import { valuesOnPage } from '../forms/values-on-page';

const resolver = schemaResolver(callRequestSchema);
const EMPTY: CallRequestFormValues = { name: '', email: '', times: '', timeZone: '', topic: '', website: '' };
const CALL_REQUEST_FORM_LABEL = 'Ask for a call';

export function CallRequestForm() {
  const [sent, setSent] = useState<string | null>(null);
  // What the visitor typed before the island started stays (values-on-page.ts).
  const [defaultValues] = useState(() => valuesOnPage<CallRequestFormValues>(CALL_REQUEST_FORM_LABEL, EMPTY));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CallRequestFormValues, unknown, CallRequest>({ resolver, defaultValues });

  // A failure's toast must show even if the network drops from here on.
  useEffect(() => void prepareToasts(), []);

  const onSubmit = handleSubmit(async (values) => {
    const result = await sendLead('/api/call-request', values);
    if (!result.ok) {
      toast({ title: 'Error', description: result.message, variant: 'destructive' });
      return;
    }
    reset({ ...EMPTY, timeZone: values.timeZone ?? '' });
    setSent(result.message);
  });

  if (sent !== null) {
    return (
      <ThankYou title="Request sent" text={sent}>
        <button type="button" className={submitButtonClass} onClick={() => setSent(null)}>
          Ask for another call
        </button>
      </ThankYou>
    );
  }

  return (
    <form method="post" action="/api/call-request" noValidate onSubmit={onSubmit} aria-label={CALL_REQUEST_FORM_LABEL} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="call-name" label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField id="call-email" label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="call-times" label="Days and times that suit you" required placeholder="e.g. Tue or Thu, 2–5 pm" error={errors.times?.message} {...register('times')} />
        {/* The page script fills in the browser's time zone (page-script/time-zone-fields.ts). */}
        <TextField id="call-time-zone" label="Your time zone" placeholder="e.g. Europe/Lisbon" data-browser-time-zone="" error={errors.timeZone?.message} {...register('timeZone')} />
      </div>
      <TextAreaField id="call-topic" label="What would you like to talk about?" required rows={4} error={errors.topic?.message} {...register('topic')} />
      <HoneypotField {...register('website')} />
      <button type="submit" disabled={isSubmitting} className={submitButtonClass}>
        {isSubmitting ? 'Sending...' : 'Ask for a call'}
      </button>
    </form>
  );
}
