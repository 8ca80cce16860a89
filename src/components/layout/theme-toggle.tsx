// The header's light/dark switch. It has no React handler: the theme script in <head>
// (src/lib/theme-script.ts) listens for clicks on it, so it works from the first paint, before
// the page script has loaded. What it shows (the theme it switches to, in words for screen
// readers and as an icon: a moon, or a sun on the dark theme) is chosen by the stylesheet from
// <html data-theme> and the system's preference. The icons are inline SVG drawn in the text's
// colour: as data URIs they cost every page's critical CSS twice their size (one per dark rule).
/** `data-theme-toggle` is THEME_TOGGLE_ATTRIBUTE, the script's marker, written out: it is one attribute. */
export function ThemeToggle() {
  return (
    // On a small screen the navigation is hidden; the toggle sits between the search link and the menu button.
    <button type="button" className="theme-toggle rounded-control p-2 text-slate-700 hover:bg-slate-100 md:ml-2" data-theme-toggle="">
      <span className="theme-toggle-to-dark">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
        <span className="sr-only">Switch to dark theme</span>
      </span>
      <span className="theme-toggle-to-light">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
        <span className="sr-only">Switch to light theme</span>
      </span>
    </button>
  );
}
