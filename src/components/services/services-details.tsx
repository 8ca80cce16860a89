// What /services shows under its cards, from the site settings' servicesPage: how a project
// runs, what every project includes, the questions clients ask (native <details>, so the answers
// open without any script) and a closing call to action to /contact and /calendar. Each part is
// left out when the settings leave it out.
// These blocks are <div role="region">, not <section>: the cards are the page's sections (the
// spec suite counts them as the cards, tests/e2e/screens.test.ts), and a labelled region reads the same.
import { Link } from '../ui/site-link';
import type { ServicesPageSettings } from '../../lib/content-types';
import { buttonClass } from '../ui/button-link';
import { CheckList } from '../ui/check-list';

const HEADING_CLASS = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';

export function ServiceProcess({ process, included }: Pick<ServicesPageSettings, 'process' | 'included'>) {
  if (process.length === 0 && included.length === 0) return null;
  return (
    <div role="region" aria-labelledby="service-process" className="mt-12 sm:mt-16">
      <h2 id="service-process" className={HEADING_CLASS}>
        How a project works
      </h2>
      {process.length > 0 && (
        <ol className="mt-6 grid gap-4 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {process.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:block sm:p-5">
              <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 sm:mt-4">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600 sm:mt-2">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {included.length > 0 && (
        <div className="mt-8 rounded-xl bg-brand-50 p-6">
          <h3 className="font-semibold text-slate-900">Every project includes</h3>
          <CheckList items={included} className="mt-4 grid gap-x-8 gap-y-2 text-sm text-slate-700 sm:grid-cols-2" markClassName="text-brand-700" />
        </div>
      )}
    </div>
  );
}

export function ServiceFaq({ faq }: Pick<ServicesPageSettings, 'faq'>) {
  if (faq.length === 0) return null;
  return (
    <div role="region" aria-labelledby="service-faq" className="mt-12 sm:mt-16 lg:grid lg:grid-cols-3 lg:gap-10">
      <h2 id="service-faq" className={HEADING_CLASS}>
        Questions clients ask
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white lg:col-span-2 lg:mt-0">
        {faq.map((entry) => (
          <details key={entry.question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-slate-600">{entry.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}

export function ServiceCallToAction({ callToAction }: Pick<ServicesPageSettings, 'callToAction'>) {
  if (!callToAction) return null;
  return (
    <div role="region" aria-labelledby="service-call-to-action" className="mt-12 sm:mt-16 rounded-2xl bg-brand-50 px-6 py-10 text-center sm:px-12">
      <h2 id="service-call-to-action" className={HEADING_CLASS}>
        {callToAction.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700">{callToAction.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/contact" className={buttonClass('primary')}>
          Start a Project
        </Link>
        <Link to="/calendar" className={buttonClass('outline')}>
          Schedule a Call
        </Link>
      </div>
    </div>
  );
}
