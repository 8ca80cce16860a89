// The header's light/dark switch. It has no React handler: the theme script in <head>
// (src/lib/theme-script.ts) listens for clicks on it, so it works from the first paint, before
// the app has loaded. What it shows (the theme it switches to, in words for screen readers and
// as an icon) is chosen by the stylesheet from <html data-theme> and the system's preference;
// the icons are drawn there too, which keeps this component a few bytes of the app's bundle.
/** `data-theme-toggle` is THEME_TOGGLE_ATTRIBUTE, the script's marker, written out: it is one attribute. */
export function ThemeToggle() {
  return (
    // On a small screen the navigation is hidden; the toggle sits between the search link and the menu button.
    <button type="button" className="theme-toggle rounded-control p-2 text-slate-700 hover:bg-slate-100 md:ml-2" data-theme-toggle="">
      <span className="theme-toggle-to-dark">Switch to dark theme</span>
      <span className="theme-toggle-to-light">Switch to light theme</span>
    </button>
  );
}
