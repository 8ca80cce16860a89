import { useState, type FormEvent } from 'react';
import { useAssetUrl } from '../asset-url';
import { brand } from '../data/brand';
import type { FilterValues } from '../filters';
import { FilterBar } from './filter-bar';

export function HeroSearch({ filters, onSearch }: { filters: FilterValues; onSearch: (filters: FilterValues) => void }) {
  const asset = useAssetUrl();
  const [draft, setDraft] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-teal-900 via-teal-800 to-cyan-800 text-white">
      <img src={asset('images/areas/old-harbour.svg')} alt="" className="absolute inset-0 h-full w-full object-cover opacity-15" />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-teal-100">{brand.tagline}</p>
        <h1 className="mt-3 max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">Find your place by the sea</h1>
        <p className="mt-4 max-w-xl text-lg text-teal-50">
          Houses, apartments and townhouses in Old Harbour, Pine Hills and Riverside, with local agents who know every street.
        </p>
        <form onSubmit={submit} aria-label="Search homes" className="mt-8 grid gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end">
          <FilterBar values={draft} onChange={setDraft} only={['status', 'area', 'beds']} tone="dark" />
          <button type="submit" className="rounded-lg bg-amber-400 px-6 py-2.5 font-semibold text-slate-900 shadow hover:bg-amber-300">
            Search homes
          </button>
        </form>
      </div>
    </section>
  );
}
