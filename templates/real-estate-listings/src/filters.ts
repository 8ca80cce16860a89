// The search filters, defined in one list: each has a key (its name in the URL), a label, its
// options and the rule a listing must pass. Adding a filter (sea view, parking…) is one entry.
import { listings, type Listing } from './data/listings';
import { neighbourhoods } from './data/neighbourhoods';

export const ANY = 'any';

export interface FilterDefinition {
  key: string;
  label: string;
  options: { value: string; label: string }[];
  matches: (listing: Listing, value: string) => boolean;
}

export const FILTERS: FilterDefinition[] = [
  {
    key: 'status',
    label: 'Buy or rent',
    options: [
      { value: ANY, label: 'Buy or rent' },
      { value: 'sale', label: 'For sale' },
      { value: 'rent', label: 'For rent' },
    ],
    matches: (listing, value) => listing.status === value,
  },
  {
    key: 'area',
    label: 'Neighbourhood',
    options: [{ value: ANY, label: 'All neighbourhoods' }, ...neighbourhoods.map((area) => ({ value: area.id, label: area.name }))],
    matches: (listing, value) => listing.area === value,
  },
  {
    key: 'type',
    label: 'Property type',
    options: [
      { value: ANY, label: 'Any type' },
      { value: 'house', label: 'House' },
      { value: 'apartment', label: 'Apartment' },
      { value: 'townhouse', label: 'Townhouse' },
    ],
    matches: (listing, value) => listing.type === value,
  },
  {
    key: 'beds',
    label: 'Bedrooms',
    options: [{ value: ANY, label: 'Any bedrooms' }, ...[1, 2, 3, 4].map((beds) => ({ value: String(beds), label: `${beds}+ bedrooms` }))],
    matches: (listing, value) => listing.beds >= Number(value),
  },
  {
    key: 'price',
    label: 'Price',
    options: [
      { value: ANY, label: 'Any price' },
      { value: 'rent-1500', label: 'Rent up to €1,500' },
      { value: 'rent-2500', label: 'Rent up to €2,500' },
      { value: 'sale-500000', label: 'Buy up to €500,000' },
      { value: 'sale-900000', label: 'Buy up to €900,000' },
    ],
    matches: (listing, value) => {
      const [status, max] = value.split('-');
      return listing.status === status && listing.price <= Number(max);
    },
  },
];

export type FilterValues = Record<string, string>;

export function filterListings(values: FilterValues): Listing[] {
  return listings.filter((listing) =>
    FILTERS.every((filter) => {
      const value = values[filter.key] ?? ANY;
      return value === ANY || filter.matches(listing, value);
    }),
  );
}
