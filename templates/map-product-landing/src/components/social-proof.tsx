import { useAssetUrl } from '../asset-url';
import { socialProof } from '../content';

export function SocialProof() {
  const asset = useAssetUrl();
  const { testimonial } = socialProof;
  return (
    <section aria-labelledby="customers-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="customers-heading" className="text-center text-sm font-semibold uppercase tracking-widest text-slate-600">
          {socialProof.title}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {socialProof.logos.map((logo) => (
            <li key={logo.name}>
              <img src={asset(logo.image)} alt={logo.name} width={150} height={45} className="h-10 w-auto" />
            </li>
          ))}
        </ul>
        <figure className="mx-auto mt-16 max-w-3xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-12">
          <blockquote className="text-xl font-medium text-slate-900 sm:text-2xl">“{testimonial.quote}”</blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-4">
            <img src={asset(testimonial.photo)} alt="" className="h-12 w-12 rounded-full" />
            <span className="text-left">
              <span className="block font-semibold text-slate-900">{testimonial.name}</span>
              <span className="block text-sm text-slate-600">{testimonial.role}</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
