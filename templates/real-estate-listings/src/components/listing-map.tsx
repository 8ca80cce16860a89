// The map beside the results: public/images/map.svg with one price pin per listing, placed by
// the listing's `map` position. Pins and cards highlight each other; a pin opens a preview.
import { useAssetUrl } from '../asset-url';
import { formatPrice, type Listing } from '../data/listings';

function shortPrice(listing: Listing): string {
  if (listing.status === 'rent') return `€${listing.price.toLocaleString('en-IE')}/mo`;
  return listing.price >= 1_000_000 ? `€${(listing.price / 1_000_000).toFixed(2).replace(/0$/, '')}M` : `€${Math.round(listing.price / 1000)}k`;
}

interface ListingMapProps {
  listings: Listing[];
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
  onOpen: (id: string) => void;
  /** A single-listing map (the detail view) shows its pin without price buttons. */
  compact?: boolean;
}

export function ListingMap({ listings, highlighted, onHighlight, onOpen, compact = false }: ListingMapProps) {
  const asset = useAssetUrl();
  const preview = listings.find((listing) => listing.id === highlighted);
  return (
    <div className="relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-emerald-50 shadow-sm">
      <img src={asset('images/map.svg')} alt={compact ? `Map showing where ${listings[0]?.title ?? 'the home'} is` : ''} className="h-full w-full object-cover" />
      {compact
        ? listings.map((listing) => (
            <span key={listing.id} className="absolute -translate-x-1/2 -translate-y-full text-teal-700" style={{ left: `${listing.map.x}%`, top: `${listing.map.y}%` }}>
              <svg viewBox="0 0 24 24" className="h-10 w-10 drop-shadow" aria-hidden="true">
                <path d="M12 23s8-7 8-13.5a8 8 0 0 0-16 0C4 16 12 23 12 23z" fill="currentColor" />
                <circle cx="12" cy="9.5" r="3" fill="white" />
              </svg>
            </span>
          ))
        : listings.map((listing) => {
            const active = listing.id === highlighted;
            return (
              <button
                key={listing.id}
                type="button"
                onClick={() => onHighlight(listing.id)}
                onMouseEnter={() => onHighlight(listing.id)}
                aria-label={`${listing.title}, ${formatPrice(listing)}`}
                aria-pressed={active}
                className={`absolute -translate-x-1/2 -translate-y-full rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap shadow-md transition ${active ? 'z-10 scale-110 bg-teal-800 text-white' : 'bg-white text-teal-900 hover:bg-teal-50'}`}
                style={{ left: `${listing.map.x}%`, top: `${listing.map.y}%` }}
              >
                {shortPrice(listing)}
              </button>
            );
          })}
      {!compact && preview && (
        <div className="absolute inset-x-3 bottom-3 flex items-center justify-between gap-3 rounded-lg bg-white p-3 shadow-lg">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{preview.title}</p>
            <p className="text-sm text-slate-600">{formatPrice(preview)}</p>
          </div>
          <button type="button" onClick={() => onOpen(preview.id)} className="shrink-0 rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800">
            View home
          </button>
        </div>
      )}
    </div>
  );
}
