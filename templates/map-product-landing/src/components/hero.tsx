import { hero } from '../content';
import { RouteMap } from './route-map';

export function Hero({ onNavigate }: { onNavigate: (id: string) => void }) {
  return (
    <section className="bg-slate-950 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-indigo-300">{hero.eyebrow}</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-6 text-lg text-slate-300">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button type="button" onClick={() => onNavigate('demo')} className="rounded-lg bg-indigo-500 px-6 py-3 font-semibold text-white hover:bg-indigo-400">
              {hero.primary}
            </button>
            <button type="button" onClick={() => onNavigate('how-it-works')} className="rounded-lg px-6 py-3 font-semibold text-white ring-1 ring-white/30 hover:bg-white/10">
              {hero.secondary}
            </button>
          </div>
          <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-white/10 pt-8">
            {hero.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-slate-400">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-white">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <RouteMap />
      </div>
    </section>
  );
}
