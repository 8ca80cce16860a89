import { useAssetUrl } from '../asset-url';
import { listings } from '../data/listings';
import { neighbourhoods } from '../data/neighbourhoods';

export function NeighbourhoodGuides({ onBrowse }: { onBrowse: (areaId: string) => void }) {
  const asset = useAssetUrl();
  return (
    <section id="neighbourhoods" aria-labelledby="neighbourhoods-heading" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="neighbourhoods-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Neighbourhood guides
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">Three very different places to live, ten minutes apart. Here is what each is like.</p>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {neighbourhoods.map((area) => {
            const count = listings.filter((listing) => listing.area === area.id).length;
            return (
              <article key={area.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
                <img src={asset(area.image)} alt="" className="aspect-[8/5] w-full object-cover" />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-xl font-semibold text-slate-900">{area.name}</h3>
                  <p className="mt-2 flex-1 text-slate-700">{area.summary}</p>
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {area.highlights.map((highlight) => (
                      <li key={highlight} className="rounded-full bg-teal-50 px-3 py-1 text-xs font-medium text-teal-900">
                        {highlight}
                      </li>
                    ))}
                  </ul>
                  <button type="button" onClick={() => onBrowse(area.id)} className="mt-5 self-start text-sm font-semibold text-teal-800 hover:underline">
                    See {count} {count === 1 ? 'home' : 'homes'} in {area.name}
                  </button>
                </div>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
