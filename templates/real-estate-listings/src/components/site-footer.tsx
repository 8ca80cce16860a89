import { brand } from '../data/brand';
import { LogoIcon } from './icons';

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 py-10 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2 font-semibold text-white">
          <LogoIcon className="h-5 w-5" /> {brand.name}
        </div>
        <p className="text-sm">
          {brand.address} · {brand.phone}
        </p>
        <p className="text-sm">
          © {new Date().getFullYear()} {brand.name}
        </p>
      </div>
    </footer>
  );
}
