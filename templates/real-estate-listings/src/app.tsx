// Harbourline Realty: the whole site. The home view has the hero search, the results with their
// map, neighbourhood guides, agents and the valuation form; choosing a home opens its page.
import { useEffect, useRef, useState } from 'react';
import { AssetBase } from './asset-url';
import { AgentProfiles } from './components/agent-profiles';
import { ContactSection } from './components/contact-section';
import { HeroSearch } from './components/hero-search';
import { ListingDetail } from './components/listing-detail';
import { ListingResults } from './components/listing-results';
import { NeighbourhoodGuides } from './components/neighbourhood-guides';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { listings } from './data/listings';
import type { FilterValues } from './filters';
import { scrollToSection, scrollToStart } from './scroll';
import { useSearchState } from './search-state';

export interface AppProps {
  /** Where the files of public/ are served from; './' when the site runs on its own. */
  assetBase?: string;
  /** Shown inside another page (a live demo): no <main> landmark, and the page's URL is left alone. */
  embedded?: boolean;
}

export function App({ assetBase = './', embedded = false }: AppProps) {
  const root = useRef<HTMLDivElement>(null);
  const [state, setState] = useSearchState(embedded);
  // A section to scroll to once the home view has rendered (after leaving a listing's page).
  const [section, setSection] = useState<string | null>(null);
  const listing = listings.find((item) => item.id === state.listing);
  const Main = embedded ? 'div' : 'main';

  useEffect(() => {
    if (!section || listing) return;
    scrollToSection(root.current, section, embedded);
    setSection(null);
  }, [section, listing, embedded]);

  const openListing = (id: string) => {
    setState({ ...state, listing: id });
    scrollToStart(root.current, embedded);
  };
  const showSection = (id: string | null) => {
    setState({ ...state, listing: null });
    if (id) setSection(id);
    else scrollToStart(root.current, embedded);
  };
  const search = (filters: FilterValues) => {
    setState({ filters, listing: null });
    setSection('listings');
  };

  return (
    <AssetBase value={assetBase}>
      <div ref={root} className="min-h-full bg-slate-50 font-sans text-slate-900 antialiased">
        <SiteHeader onNavigate={showSection} />
        <Main>
          {listing ? (
            <ListingDetail key={listing.id} listing={listing} onBack={() => showSection('listings')} />
          ) : (
            <>
              <HeroSearch key={JSON.stringify(state.filters)} filters={state.filters} onSearch={search} />
              <ListingResults filters={state.filters} onFiltersChange={(filters) => setState({ ...state, filters })} onOpen={openListing} />
              <NeighbourhoodGuides onBrowse={(area) => search({ area })} />
              <AgentProfiles onOpen={openListing} />
              <ContactSection />
            </>
          )}
        </Main>
        <SiteFooter />
      </div>
    </AssetBase>
  );
}
