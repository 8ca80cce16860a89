// The search page's box, searching as the visitor types (an island: src/islands/search-box.island.tsx,
// started at the first touch). The server renders the outcome of `?q=` below the box as plain
// HTML, outside the island; the first answer to what the visitor types takes that list's place
// (its container emptied, then filled through a portal) and the address follows the box
// (history.replaceState), so a reload or a shared link shows the same. Enter still loads the
// page for the query, as the plain form does; text typed before the island started is searched
// as soon as it has.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { apiRequest } from '../../lib/api/api-client';
import { titleWithSiteName } from '../../lib/page-title';
import { searchApiPath, searchRequest, type SearchAnswer, type SearchRequest } from '../../lib/search';
import { SearchForm } from '../layout/search-form';
import { SearchOutcome, type SearchOutcomeState } from './search-outcome';

/** How long typing must pause before the words are searched. */
export const SEARCH_AS_YOU_TYPE_DELAY_MS = 250;

export type SearchAsYouTypeProps = {
  /** The query the page was loaded with (normalized), '' for none. */
  query: string;
  /** The id of the element, outside the island, that holds the server's outcome. */
  resultsId: string;
  /** The owner's name, for the tab's title ("Search: … | name"). */
  siteName: string;
  autoFocus: boolean;
};

const asked = (request: SearchRequest) => (request.kind === 'none' ? '' : request.query);

export function SearchAsYouType({ query, resultsId, siteName, autoFocus }: SearchAsYouTypeProps) {
  const [outcome, setOutcome] = useState<SearchOutcomeState | null>(null);
  const [results, setResults] = useState<HTMLElement | null>(null);
  const taken = useRef<HTMLElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  /** The query whose outcome the page shows (or is fetching). */
  const shown = useRef(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const show = useCallback(
    (next: SearchOutcomeState) => {
      // The server's list stays until there is something else to show: then React takes the
      // container over (it never owned those nodes, so it empties it first).
      if (!taken.current) {
        taken.current = document.getElementById(resultsId);
        taken.current?.replaceChildren();
        setResults(taken.current);
      }
      setOutcome(next);
    },
    [resultsId],
  );

  const search = useCallback(
    async (request: SearchRequest) => {
      const text = asked(request);
      shown.current = text;
      history.replaceState(history.state, '', text ? `/search?q=${encodeURIComponent(text)}` : '/search');
      document.title = titleWithSiteName(text ? `Search: ${text}` : 'Search', siteName);
      inFlight.current?.abort();
      inFlight.current = null;
      if (request.kind !== 'query') return show({ kind: request.kind });
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const answer = await apiRequest<SearchAnswer>(searchApiPath(request.query), { signal: controller.signal });
        if (!controller.signal.aborted) show({ kind: 'answer', answer });
      } catch {
        if (!controller.signal.aborted) show({ kind: 'error' });
      }
    },
    [show, siteName],
  );

  const onType = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const request = searchRequest(new URLSearchParams({ q: text }));
      if (asked(request) === shown.current) return;
      timer.current = setTimeout(() => void search(request), SEARCH_AS_YOU_TYPE_DELAY_MS);
    },
    [search],
  );

  // Words typed before the island started are in the box but not yet searched.
  useEffect(() => {
    if (input.current) onType(input.current.value);
    return () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    };
  }, [onType]);

  return (
    <>
      <SearchForm landmark="Search the posts" query={query} inputClassName="w-full min-w-0 flex-1 text-base" autoFocus={autoFocus} onType={onType} inputRef={input} />
      {results && outcome && createPortal(<SearchOutcome outcome={outcome} />, results)}
    </>
  );
}
