// The listings the site shows. The demo reads them from listings.json; to use your own data,
// replace this module: export the same `Listing` shape from an API call, a CMS or a feed.
import rawListings from './listings.json';

export type ListingStatus = 'sale' | 'rent';
export type ListingType = 'house' | 'apartment' | 'townhouse';

export interface Listing {
  id: string;
  title: string;
  address: string;
  /** The id of a neighbourhood in neighbourhoods.ts. */
  area: string;
  status: ListingStatus;
  type: ListingType;
  /** The asking price in euros; for rentals, per month. */
  price: number;
  beds: number;
  baths: number;
  /** Floor area in square metres. */
  size: number;
  yearBuilt: number;
  /** Paths under public/; the first is the cover photo. */
  photos: string[];
  /** The pin's position on public/images/map.svg, in per cent of its width and height. */
  map: { x: number; y: number };
  /** The id of an agent in agents.ts. */
  agent: string;
  summary: string;
  amenities: string[];
}

export const listings = rawListings as Listing[];

export const TYPE_LABELS: Record<ListingType, string> = { house: 'House', apartment: 'Apartment', townhouse: 'Townhouse' };
export const STATUS_LABELS: Record<ListingStatus, string> = { sale: 'For sale', rent: 'For rent' };

export function formatPrice(listing: Pick<Listing, 'price' | 'status'>): string {
  const amount = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(listing.price);
  return listing.status === 'rent' ? `${amount} / month` : amount;
}
