// The small-screen navigation: a left side drawer titled "Navigation". A native
// modal <dialog> gives focus trapping, Escape to close and an inert page behind it for free.
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { NAV_LINKS, NAV_LINK_CLASS } from './nav-links';
import { SearchForm } from './search-form';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="nav-drawer-title"
      className="nav-drawer"
      onClose={onClose}
      onClick={(event) => event.target === dialogRef.current && onClose()}
    >
      <div className="flex h-full flex-col p-4">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="nav-drawer-title" className="text-lg font-bold text-slate-900">
            Navigation
          </h2>
          <button type="button" className="rounded-control p-2 text-slate-700 hover:bg-slate-100" aria-label="Close navigation" onClick={onClose}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="mb-4">
          <SearchForm landmark="Site search" inputClassName="w-full min-w-0 flex-1 text-base" />
        </div>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={NAV_LINK_CLASS} onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
