import { site } from '../data/site';

const SECTIONS = [
  { id: 'work', label: 'Work' },
  { id: 'services', label: 'Services' },
  { id: 'blog', label: 'Blog' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Contact' },
];

export function SiteHeader({ onNavigate }: { onNavigate: (sectionId: string | null) => void }) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <button type="button" onClick={() => onNavigate(null)} className="font-mono text-lg font-bold text-slate-900">
          {site.name.toLowerCase().replace(/\s+/g, '')}
          <span className="text-amber-700">.dev</span>
        </button>
        <nav aria-label={site.name}>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium text-slate-700">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onNavigate(section.id);
                  }}
                  className="hover:text-amber-800"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
