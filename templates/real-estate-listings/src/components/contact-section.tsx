import { brand } from '../data/brand';
import { EnquiryForm } from './enquiry-form';

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-teal-900 py-16 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-2">
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight">
            Thinking of selling or letting?
          </h2>
          <p className="mt-4 text-lg text-teal-50">
            Book a free valuation. An agent visits within the week, tells you what your home is worth today and how we would market it.
          </p>
          <dl className="mt-8 space-y-3 text-teal-50">
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-teal-200">Visit</dt>
              <dd>{brand.address}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-teal-200">Opening hours</dt>
              <dd>{brand.hours}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-teal-200">Call or write</dt>
              <dd>
                {brand.phone} ·{' '}
                <a href={`mailto:${brand.email}`} className="underline">
                  {brand.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
          <EnquiryForm
            kind="contact"
            label="Valuation and contact"
            submitLabel="Send"
            fields={[
              { name: 'topic', label: 'I would like to', type: 'select', options: ['Book a free valuation', 'Let my property', 'Ask a question'] },
              { name: 'name', label: 'Your name', required: true, autoComplete: 'name' },
              { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
              { name: 'message', label: 'Message', type: 'textarea' },
            ]}
            thanks={(values) => `We have your request (${values.topic ?? 'enquiry'}) and will reply to ${values.email ?? 'you'} today.`}
          />
        </div>
      </div>
    </section>
  );
}
