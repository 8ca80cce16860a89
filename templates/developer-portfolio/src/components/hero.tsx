import { useAssetUrl } from '../asset-url';
import { site } from '../data/site';

export function Hero({ onNavigate }: { onNavigate: (sectionId: string) => void }) {
  const asset = useAssetUrl();
  return (
    <section className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-16 md:grid-cols-[1fr_auto] md:py-24">
        <div>
          <p className="font-mono text-sm text-amber-300">
            {site.role} · {site.location}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{site.headline}</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300">{site.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button type="button" onClick={() => onNavigate('call')} className="rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300">
              Schedule a call
            </button>
            <button type="button" onClick={() => onNavigate('work')} className="rounded-lg px-6 py-3 font-semibold text-white ring-1 ring-white/30 hover:bg-white/10">
              See my work
            </button>
          </div>
        </div>
        <img src={asset(site.photo)} alt={`Portrait of ${site.name}`} width={240} height={240} className="h-48 w-48 rounded-3xl ring-4 ring-amber-400/60 md:h-60 md:w-60" />
      </div>
    </section>
  );
}
