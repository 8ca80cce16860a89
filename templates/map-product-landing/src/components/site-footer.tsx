import { brand } from '../content';

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 py-10 text-sm text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:justify-between">
        <p>
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
        <a href={`mailto:${brand.email}`} className="text-slate-300 hover:text-white">
          {brand.email}
        </a>
      </div>
    </footer>
  );
}
