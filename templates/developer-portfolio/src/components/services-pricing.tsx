import { services } from '../data/services';

export function ServicesPricing({ onChoose }: { onChoose: (service: string) => void }) {
  return (
    <section id="services" aria-labelledby="services-heading" className="scroll-mt-16 bg-slate-50 py-20">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Services and pricing
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">Fixed prices per phase, a demo every week, and code you own from day one.</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {services.map((service) => (
            <li key={service.title} className={`relative flex flex-col rounded-2xl bg-white p-6 ${service.popular ? 'shadow-lg ring-2 ring-amber-400' : 'ring-1 ring-slate-200'}`}>
              {service.popular && <p className="absolute -top-3 left-6 rounded-full bg-amber-400 px-3 py-0.5 text-xs font-bold text-slate-900">Most popular</p>}
              <h3 className="text-lg font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-1 text-2xl font-bold text-slate-900">{service.price}</p>
              <p className="mt-3 text-slate-600">{service.description}</p>
              <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span className="text-amber-700" aria-hidden="true">→</span>
                    {feature}
                  </li>
                ))}
              </ul>
              <button type="button" onClick={() => onChoose(service.title)} className="mt-6 rounded-lg bg-slate-900 px-4 py-2.5 font-semibold text-white hover:bg-slate-700">
                Ask about {service.title.toLowerCase()}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
