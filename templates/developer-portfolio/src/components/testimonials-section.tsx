import { useAssetUrl } from '../asset-url';
import { testimonials } from '../data/site';

export function TestimonialsSection() {
  const asset = useAssetUrl();
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-5xl px-4 py-20">
      <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        What clients say
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {testimonials.map((item) => (
          <figure key={item.name} className="rounded-2xl border border-slate-200 p-8">
            <blockquote className="text-lg text-slate-800">“{item.quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <img src={asset(item.photo)} alt="" className="h-11 w-11 rounded-full" />
              <span>
                <span className="block font-semibold text-slate-900">{item.name}</span>
                <span className="block text-sm text-slate-600">{item.role}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
