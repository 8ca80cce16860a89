// The contact form. Choosing a service elsewhere on the page preselects it here. Set ENDPOINT
// to a URL that accepts a JSON POST (a form service, your API); empty, the form only pretends.
import { useId, useState, type FormEvent } from 'react';
import { services } from '../data/services';
import { site } from '../data/site';

const ENDPOINT = '';
const OTHER = 'Something else';

async function send(fields: Record<string, string>): Promise<void> {
  if (!ENDPOINT) return new Promise((resolve) => setTimeout(resolve, 500));
  const response = await fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) });
  if (!response.ok) throw new Error(`The message was not accepted (${response.status})`);
}

const inputClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-amber-500 focus:ring-2 focus:ring-amber-400/40 focus:outline-none';

export function ContactSection({ service, onServiceChange }: { service: string; onServiceChange: (service: string) => void }) {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('sending');
    try {
      await send(Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)])));
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <section id="contact" aria-labelledby="contact-heading" className="mx-auto max-w-5xl scroll-mt-16 px-4 py-20">
      <div className="grid gap-12 md:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Let’s talk about your project
          </h2>
          <p className="mt-4 text-lg text-slate-700">Tell me what you are building. I reply within one working day, usually with a few questions and a first estimate.</p>
          <p className="mt-6">
            <a href={`mailto:${site.email}`} className="font-semibold text-amber-800 underline">
              {site.email}
            </a>
          </p>
        </div>
        {status === 'sent' ? (
          <div role="status" className="self-start rounded-2xl bg-emerald-50 p-8 text-emerald-900 ring-1 ring-emerald-200">
            <p className="font-semibold">Thank you! Your message is on its way.</p>
            <button type="button" onClick={() => setStatus('idle')} className="mt-4 text-sm font-semibold underline">
              Send another message
            </button>
          </div>
        ) : (
          <form onSubmit={submit} aria-label="Contact" className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-700">
                Name
              </label>
              <input id={`${id}-name`} name="name" required autoComplete="name" className={inputClass} />
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-700">
                Email
              </label>
              <input id={`${id}-email`} name="email" type="email" required autoComplete="email" className={inputClass} />
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <label htmlFor={`${id}-service`} className="text-sm font-medium text-slate-700">
                Service
              </label>
              <select id={`${id}-service`} name="service" value={service} onChange={(event) => onServiceChange(event.target.value)} className={inputClass}>
                {[...services.map((item) => item.title), OTHER].map((title) => (
                  <option key={title}>{title}</option>
                ))}
              </select>
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-700">
                Message
              </label>
              <textarea id={`${id}-message`} name="message" required rows={5} className={inputClass} />
            </div>
            {status === 'failed' && (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
                Sorry, the message could not be sent. Please e-mail me instead.
              </p>
            )}
            <button type="submit" disabled={status === 'sending'} className="rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700 disabled:opacity-70 sm:col-span-2">
              {status === 'sending' ? 'Sending…' : 'Send message'}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

export const DEFAULT_SERVICE = services[0]?.title ?? OTHER;
