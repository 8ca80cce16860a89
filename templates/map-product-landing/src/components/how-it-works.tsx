import { useAssetUrl } from '../asset-url';
import { steps } from '../content';

export function HowItWorks() {
  const asset = useAssetUrl();
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="mx-auto max-w-6xl scroll-mt-16 px-4 py-20">
      <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {steps.title}
      </h2>
      <ol className="mt-12 grid gap-10 md:grid-cols-3">
        {steps.items.map((step, i) => (
          <li key={step.title}>
            <img src={asset(step.image)} alt="" width={480} height={300} className="w-full rounded-2xl ring-1 ring-slate-200" />
            <p className="mt-5 text-sm font-semibold text-indigo-700">Step {i + 1}</p>
            <h3 className="mt-1 text-xl font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
