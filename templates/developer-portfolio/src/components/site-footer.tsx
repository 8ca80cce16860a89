import { site } from '../data/site';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white py-10 text-sm text-slate-600">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {site.name}
        </p>
        <ul className="flex gap-5">
          {site.links.map((link) => (
            <li key={link.label}>
              <a href={link.href} className="hover:text-slate-900">
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <a href={`mailto:${site.email}`} className="hover:text-slate-900">
              Email
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
