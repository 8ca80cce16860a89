// 'Book a demo': posts JSON to `demo.endpoint` (content.ts); with no endpoint it only pretends.
// The hidden 'website' field is a honeypot: people never see it, form-filling bots fill it in,
// and such submissions are dropped quietly.
import { useId, useState, type FormEvent } from 'react';
import { demo } from '../content';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

async function send(fields: Record<string, string>): Promise<void> {
  if (fields.website) return; // a bot: pretend all went well
  if (!demo.endpoint) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return;
  }
  const response = await fetch(demo.endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) });
  if (!response.ok) throw new Error(`The form was not accepted (${response.status})`);
}

const inputClass = 'w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none';

export function DemoForm() {
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');

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
    <section id="demo" aria-labelledby="demo-heading" className="mx-auto grid max-w-6xl scroll-mt-16 gap-12 px-4 py-20 lg:grid-cols-2">
      <div>
        <h2 id="demo-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {demo.title}
        </h2>
        <p className="mt-4 text-lg text-slate-600">{demo.text}</p>
      </div>
      {status === 'sent' ? (
        <p role="status" className="self-start rounded-2xl bg-emerald-50 p-8 font-medium text-emerald-900 ring-1 ring-emerald-200">
          {demo.thanks}
        </p>
      ) : (
        <form onSubmit={submit} aria-label={demo.title} className="grid gap-4 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-700">
              Name
            </label>
            <input id={`${id}-name`} name="name" required autoComplete="name" className={inputClass} />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-700">
              Work email
            </label>
            <input id={`${id}-email`} name="email" type="email" required autoComplete="email" className={inputClass} />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-company`} className="text-sm font-medium text-slate-700">
              Company
            </label>
            <input id={`${id}-company`} name="company" autoComplete="organization" className={inputClass} />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-fleet`} className="text-sm font-medium text-slate-700">
              Fleet size
            </label>
            <select id={`${id}-fleet`} name="fleet" className={inputClass}>
              {demo.fleetSizes.map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </div>
          <div className="hidden" aria-hidden="true">
            <label htmlFor={`${id}-website`}>Website</label>
            <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
          </div>
          {status === 'failed' && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              Sorry, the form could not be sent. Please e-mail us instead.
            </p>
          )}
          <button type="submit" disabled={status === 'sending'} className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-500 disabled:opacity-70 sm:col-span-2">
            {status === 'sending' ? 'Sending…' : 'Book my demo'}
          </button>
        </form>
      )}
    </section>
  );
}
