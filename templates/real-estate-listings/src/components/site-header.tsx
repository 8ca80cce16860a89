import { brand } from '../data/brand';
import { LogoIcon } from './icons';

const LINKS = [
  { id: 'listings', label: 'Buy & rent' },
  { id: 'neighbourhoods', label: 'Neighbourhoods' },
  { id: 'agents', label: 'Agents' },
  { id: 'contact', label: 'Valuation' },
];

export function SiteHeader({ onNavigate }: { onNavigate: (sectionId: string | null) => void }) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <button type="button" onClick={() => onNavigate(null)} className="flex items-center gap-2 text-lg font-bold text-teal-800">
          <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-teal-700 text-white">
            <LogoIcon className="h-5 w-5" />
          </span>
          {brand.name}
        </button>
        <nav aria-label={brand.name} className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex gap-1 overflow-x-auto text-sm font-medium text-slate-700">
            {LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={`#${link.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onNavigate(link.id);
                  }}
                  className="block whitespace-nowrap rounded-md px-3 py-2 hover:bg-teal-50 hover:text-teal-800"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href={`tel:${brand.phone.replace(/\s/g, '')}`} className="hidden rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 md:block">
          Call {brand.phone}
        </a>
      </div>
    </header>
  );
}
