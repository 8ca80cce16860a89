import { useAssetUrl } from '../asset-url';
import { formatPrice, STATUS_LABELS, TYPE_LABELS, type Listing } from '../data/listings';
import { neighbourhoodName } from '../data/neighbourhoods';
import { AreaIcon, BathIcon, BedIcon } from './icons';

interface ListingCardProps {
  listing: Listing;
  highlighted: boolean;
  onHighlight: (id: string | null) => void;
  onOpen: (id: string) => void;
}

export function ListingCard({ listing, highlighted, onHighlight, onOpen }: ListingCardProps) {
  const asset = useAssetUrl();
  return (
    <article
      onMouseEnter={() => onHighlight(listing.id)}
      onMouseLeave={() => onHighlight(null)}
      className={`group relative overflow-hidden rounded-xl border bg-white shadow-sm transition ${highlighted ? 'border-teal-600 ring-2 ring-teal-600/40' : 'border-slate-200 hover:shadow-md'}`}
    >
      <div className="relative">
        <img src={asset(listing.photos[0] ?? '')} alt="" width={800} height={500} className="aspect-[8/5] w-full object-cover" />
        <span className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold ${listing.status === 'sale' ? 'bg-teal-700 text-white' : 'bg-amber-300 text-slate-900'}`}>
          {STATUS_LABELS[listing.status]}
        </span>
      </div>
      <div className="p-4">
        <p className="text-xl font-bold text-slate-900">{formatPrice(listing)}</p>
        <h3 className="mt-1 font-semibold text-slate-800">
          {/* The whole card opens the listing: the button's area is stretched over it. */}
          <button
            type="button"
            onClick={() => onOpen(listing.id)}
            onFocus={() => onHighlight(listing.id)}
            onBlur={() => onHighlight(null)}
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {listing.title}
          </button>
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {listing.address}, {neighbourhoodName(listing.area)}
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1">
            <BedIcon /> {listing.beds} bed
          </li>
          <li className="flex items-center gap-1">
            <BathIcon /> {listing.baths} bath
          </li>
          <li className="flex items-center gap-1">
            <AreaIcon /> {listing.size} m²
          </li>
          <li className="text-slate-600">{TYPE_LABELS[listing.type]}</li>
        </ul>
      </div>
    </article>
  );
}
