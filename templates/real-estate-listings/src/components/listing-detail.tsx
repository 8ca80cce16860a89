// One listing: photo gallery, key facts, location, what is nearby, the agent and a viewing
// request form that stays in view while the visitor reads.
import { useState } from 'react';
import { useAssetUrl } from '../asset-url';
import { agentById } from '../data/agents';
import { formatPrice, STATUS_LABELS, TYPE_LABELS, type Listing } from '../data/listings';
import { neighbourhoodName } from '../data/neighbourhoods';
import { EnquiryForm } from './enquiry-form';
import { ArrowLeftIcon, PinIcon } from './icons';
import { ListingMap } from './listing-map';

export function ListingDetail({ listing, onBack }: { listing: Listing; onBack: () => void }) {
  const asset = useAssetUrl();
  const [photo, setPhoto] = useState(0);
  const agent = agentById(listing.agent);
  const facts: [string, string][] = [
    ['Price', formatPrice(listing)],
    ['Status', STATUS_LABELS[listing.status]],
    ['Type', TYPE_LABELS[listing.type]],
    ['Bedrooms', String(listing.beds)],
    ['Bathrooms', String(listing.baths)],
    ['Floor area', `${listing.size} m²`],
    ['Year built', String(listing.yearBuilt)],
    ['Neighbourhood', neighbourhoodName(listing.area)],
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <button type="button" onClick={onBack} className="inline-flex items-center gap-2 rounded-md py-1 text-sm font-semibold text-teal-800 hover:underline">
        <ArrowLeftIcon /> Back to results
      </button>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{listing.title}</h1>
          <p className="mt-2 flex items-center gap-1 text-slate-600">
            <PinIcon /> {listing.address}, {neighbourhoodName(listing.area)}
          </p>
        </div>
        <p className="text-3xl font-bold text-teal-800">{formatPrice(listing)}</p>
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          <section aria-label="Photos">
            <img src={asset(listing.photos[photo] ?? '')} alt={`Photo ${photo + 1} of ${listing.photos.length}: ${listing.title}`} className="aspect-[8/5] w-full rounded-xl object-cover" />
            <ul className="mt-3 flex gap-3">
              {listing.photos.map((src, index) => (
                <li key={src}>
                  <button
                    type="button"
                    onClick={() => setPhoto(index)}
                    aria-label={`Show photo ${index + 1}`}
                    aria-pressed={index === photo}
                    className={`overflow-hidden rounded-lg ring-offset-2 ${index === photo ? 'ring-2 ring-teal-700' : 'opacity-80 hover:opacity-100'}`}
                  >
                    <img src={asset(src)} alt="" className="h-16 w-24 object-cover sm:h-20 sm:w-32" />
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="facts-heading" className="mt-10">
            <h2 id="facts-heading" className="text-xl font-bold text-slate-900">
              Key facts
            </h2>
            <p className="mt-3 text-slate-700">{listing.summary}</p>
            <dl className="mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-4">
              {facts.map(([term, value]) => (
                <div key={term} className="bg-white p-4">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
                  <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="location-heading" className="mt-10 grid gap-6 sm:grid-cols-2">
            <div>
              <h2 id="location-heading" className="text-xl font-bold text-slate-900">
                Location and what is nearby
              </h2>
              <ul className="mt-4 space-y-2 text-slate-700">
                {listing.amenities.map((amenity) => (
                  <li key={amenity} className="flex items-center gap-2">
                    <span className="h-2 w-2 rounded-full bg-teal-600" aria-hidden="true" />
                    {amenity}
                  </li>
                ))}
              </ul>
            </div>
            <ListingMap listings={[listing]} highlighted={listing.id} onHighlight={() => {}} onOpen={() => {}} compact />
          </section>
        </div>

        <div className="lg:sticky lg:top-20 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-bold text-slate-900">Request a viewing</h2>
            {agent && (
              <div className="mt-4 flex items-center gap-3">
                <img src={asset(agent.photo)} alt="" className="h-12 w-12 rounded-full" />
                <div>
                  <p className="font-semibold text-slate-900">{agent.name}</p>
                  <p className="text-sm text-slate-600">{agent.role}</p>
                </div>
              </div>
            )}
            <div className="mt-5">
              <EnquiryForm
                kind="viewing"
                label={`Request a viewing of ${listing.title}`}
                submitLabel="Request a viewing"
                fields={[
                  { name: 'name', label: 'Your name', required: true, autoComplete: 'name' },
                  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
                  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
                  { name: 'date', label: 'Preferred date', type: 'date' },
                ]}
                thanks={(values) => `${agent?.name ?? 'An agent'} will contact you at ${values.email ?? 'your address'} within one working day to arrange your viewing.`}
              />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
