import { useAssetUrl } from '../asset-url';
import { agents } from '../data/agents';
import { listings } from '../data/listings';

export function AgentProfiles({ onOpen }: { onOpen: (listingId: string) => void }) {
  const asset = useAssetUrl();
  return (
    <section id="agents" aria-labelledby="agents-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <h2 id="agents-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Meet our agents
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {agents.map((agent) => (
          <article key={agent.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-4">
              <img src={asset(agent.photo)} alt="" className="h-16 w-16 rounded-full" />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{agent.name}</h3>
                <p className="text-sm text-slate-600">{agent.role}</p>
              </div>
            </div>
            <p className="mt-4 text-slate-700">{agent.bio}</p>
            <p className="mt-4 text-sm">
              <a href={`tel:${agent.phone.replace(/\s/g, '')}`} className="font-medium text-teal-800 hover:underline">
                {agent.phone}
              </a>
              <br />
              <a href={`mailto:${agent.email}`} className="font-medium text-teal-800 hover:underline">
                {agent.email}
              </a>
            </p>
            <h4 className="mt-5 text-xs font-semibold uppercase tracking-wide text-slate-600">Current listings</h4>
            <ul className="mt-2 space-y-1 text-sm">
              {listings
                .filter((listing) => listing.agent === agent.id)
                .map((listing) => (
                  <li key={listing.id}>
                    <button type="button" onClick={() => onOpen(listing.id)} className="text-left text-slate-800 underline decoration-slate-300 underline-offset-2 hover:text-teal-800">
                      {listing.title}
                    </button>
                  </li>
                ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
