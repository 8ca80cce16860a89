// What the visitor is looking at: the filters and the open listing. On its own the site keeps
// them in the URL (?type=house&listing=…), so a search can be bookmarked, shared and undone with
// the Back button. Embedded in another page (a live demo) it keeps them in memory instead and
// leaves that page's URL alone.
import { useCallback, useEffect, useState } from 'react';
import { ANY, FILTERS, type FilterValues } from './filters';

export interface SearchState {
  filters: FilterValues;
  /** The id of the listing shown in detail, or null for the home view. */
  listing: string | null;
}

const EMPTY: SearchState = { filters: {}, listing: null };

function readUrl(): SearchState {
  if (typeof window === 'undefined') return EMPTY;
  const params = new URLSearchParams(window.location.search);
  const filters: FilterValues = {};
  for (const filter of FILTERS) {
    const value = params.get(filter.key);
    if (value && filter.options.some((option) => option.value === value)) filters[filter.key] = value;
  }
  return { filters, listing: params.get('listing') };
}

function toUrl(state: SearchState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters)) if (value !== ANY) params.set(key, value);
  if (state.listing) params.set('listing', state.listing);
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}`;
}

export function useSearchState(embedded: boolean) {
  const [state, setState] = useState<SearchState>(() => (embedded ? EMPTY : readUrl()));

  useEffect(() => {
    if (embedded) return;
    const onPopState = () => setState(readUrl());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [embedded]);

  const update = useCallback(
    (next: SearchState) => {
      setState(next);
      if (embedded) return;
      // Opening or closing a listing is a step the Back button should undo; a filter change is not.
      const opensOrCloses = next.listing !== readUrl().listing;
      window.history[opensOrCloses ? 'pushState' : 'replaceState'](null, '', toUrl(next));
    },
    [embedded],
  );

  return [state, update] as const;
}
