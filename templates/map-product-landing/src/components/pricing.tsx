// Three plans with a monthly / yearly switch; prices are per vehicle.
import { useState } from 'react';
import { pricing } from '../content';

export function Pricing({ onChoose }: { onChoose: () => void }) {
  const [yearly, setYearly] = useState(false);
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="mx-auto max-w-6xl scroll-mt-16 px-4 py-20">
      <div className="text-center">
        <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {pricing.title}
        </h2>
        <p className="mt-3 text-slate-600">{pricing.text}</p>
        <div role="group" aria-label="Billing period" className="mt-8 inline-flex rounded-full bg-slate-100 p-1">
          {[false, true].map((option) => (
            <button
              key={String(option)}
              type="button"
              aria-pressed={yearly === option}
              onClick={() => setYearly(option)}
              className={`rounded-full px-5 py-2 text-sm font-semibold ${yearly === option ? 'bg-white text-slate-900 shadow' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {option ? 'Yearly' : 'Monthly'}
            </button>
          ))}
        </div>
      </div>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {pricing.plans.map((plan) => (
          <li key={plan.name} className={`relative flex flex-col rounded-2xl p-8 ${plan.popular ? 'bg-slate-950 text-white shadow-xl ring-2 ring-indigo-500' : 'bg-white ring-1 ring-slate-200'}`}>
            {plan.popular && <p className="absolute -top-3 left-8 rounded-full bg-indigo-500 px-3 py-1 text-xs font-semibold text-white">Most popular</p>}
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className={`mt-2 text-sm ${plan.popular ? 'text-slate-300' : 'text-slate-600'}`}>{plan.text}</p>
            <p className="mt-6">
              <span className="text-4xl font-bold">€{yearly ? plan.yearly : plan.monthly}</span>
              <span className={`text-sm ${plan.popular ? 'text-slate-300' : 'text-slate-600'}`}> per vehicle / {yearly ? 'year' : 'month'}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span className={plan.popular ? 'text-indigo-300' : 'text-indigo-700'} aria-hidden="true">✓</span>
                  {feature}
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={onChoose}
              className={`mt-8 rounded-lg px-4 py-2.5 font-semibold ${plan.popular ? 'bg-indigo-500 text-white hover:bg-indigo-400' : 'bg-slate-900 text-white hover:bg-slate-700'}`}
            >
              Choose {plan.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
