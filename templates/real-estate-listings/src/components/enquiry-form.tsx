// A small enquiry form: labelled fields, a sending state, and a thank-you message in place.
import { useId, useState, type FormEvent } from 'react';
import { sendEnquiry, type EnquiryStatus } from '../enquiries';

export interface EnquiryField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'select';
  required?: boolean;
  autoComplete?: string;
  options?: string[];
  defaultValue?: string;
}

interface EnquiryFormProps {
  kind: 'viewing' | 'contact';
  label: string;
  fields: EnquiryField[];
  submitLabel: string;
  thanks: (values: Record<string, string>) => string;
}

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none';

export function EnquiryForm({ kind, label, fields, submitLabel, thanks }: EnquiryFormProps) {
  const id = useId();
  const [status, setStatus] = useState<EnquiryStatus>('idle');
  const [message, setMessage] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]));
    setStatus('sending');
    try {
      await sendEnquiry(kind, values);
      setMessage(thanks(values));
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  }

  if (status === 'sent') {
    return (
      <div role="status" className="rounded-xl border border-teal-200 bg-teal-50 p-6 text-teal-900">
        <p className="font-semibold">Thank you!</p>
        <p className="mt-1">{message}</p>
        <button type="button" onClick={() => setStatus('idle')} className="mt-4 text-sm font-semibold text-teal-800 underline">
          Send another enquiry
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} aria-label={label} className="grid gap-4">
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const common = { id: fieldId, name: field.name, required: field.required, autoComplete: field.autoComplete, defaultValue: field.defaultValue, className: inputClass };
        return (
          <div key={field.name} className="grid gap-1">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
              {field.label}
              {!field.required && <span className="font-normal text-slate-500"> (optional)</span>}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={4} />
            ) : field.type === 'select' ? (
              <select {...common}>
                {field.options?.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            ) : (
              <input {...common} type={field.type ?? 'text'} />
            )}
          </div>
        );
      })}
      {status === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Sorry, your enquiry could not be sent. Please try again or call us.
        </p>
      )}
      <button type="submit" disabled={status === 'sending'} className="rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-70">
        {status === 'sending' ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
