// The search results: filters, the count, the cards and the map, kept in step.
import { useState } from 'react';
import type { FilterValues } from '../filters';
import { filterListings } from '../filters';
import { FilterBar } from './filter-bar';
import { ListingCard } from './listing-card';
import { ListingMap } from './listing-map';

interface ListingResultsProps {
  filters: FilterValues;
  onFiltersChange: (filters: FilterValues) => void;
  onOpen: (id: string) => void;
}

export function ListingResults({ filters, onFiltersChange, onOpen }: ListingResultsProps) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const results = filterListings(filters);
  return (
    <section id="listings" aria-labelledby="listings-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="listings-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Homes for sale and to rent
          </h2>
          <p role="status" className="mt-1 text-slate-600">
            {results.length === 1 ? '1 home matches your search' : `${results.length} homes match your search`}
          </p>
        </div>
        <button type="button" onClick={() => onFiltersChange({})} className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
          Clear filters
        </button>
      </div>
      <div className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-5">
        <FilterBar values={filters} onChange={onFiltersChange} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        {results.length > 0 ? (
          <div className="grid content-start gap-6 sm:grid-cols-2">
            {results.map((listing) => (
              <ListingCard key={listing.id} listing={listing} highlighted={highlighted === listing.id} onHighlight={setHighlighted} onOpen={onOpen} />
            ))}
          </div>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="font-semibold text-slate-900">No homes match all of these filters.</p>
            <p className="mt-1 text-slate-600">Try fewer bedrooms, another neighbourhood, or clear the filters.</p>
          </div>
        )}
        <div className="lg:sticky lg:top-20 lg:self-start">
          <ListingMap listings={results} highlighted={highlighted} onHighlight={setHighlighted} onOpen={onOpen} />
        </div>
      </div>
    </section>
  );
}
