import { brand, navigation } from '../content';

export function SiteHeader({ onNavigate }: { onNavigate: (id: string) => void }) {
  return (
    <header className="sticky top-0 z-20 border-b border-white/10 bg-slate-950/90 text-white backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <span className="flex items-center gap-2 text-lg font-bold">
          <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true">
            <rect width="24" height="24" rx="6" fill="#4f46e5" />
            <path d="M12 5a5 5 0 0 0-5 5c0 4 5 9 5 9s5-5 5-9a5 5 0 0 0-5-5z" fill="#fff" />
            <circle cx="12" cy="10" r="2" fill="#4f46e5" />
          </svg>
          {brand.name}
        </span>
        <nav aria-label={brand.name} className="hidden md:block">
          <ul className="flex gap-6 text-sm font-medium text-slate-300">
            {navigation.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} onClick={(event) => {
                    event.preventDefault();
                    onNavigate(item.id);
                  }} className="hover:text-white">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href="#demo" onClick={(event) => {
            event.preventDefault();
            onNavigate('demo');
          }} className="rounded-lg bg-indigo-500 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-400">
          Book a demo
        </a>
      </div>
    </header>
  );
}
