// The theme's only script, inlined at the top of <head> (decision 063). It runs before the
// first paint, so a visitor's remembered choice is on <html data-theme> before anything is
// drawn, and it handles the header's toggle itself (one click listener on the document), so the
// toggle works from the first paint on, before and without the app.
//
// The text is the one constant below: the page inlines it as is and the Content-Security-Policy
// allows exactly its sha256 hash (server/http/content-security-policy.ts), so the two cannot
// drift. Keep it small and plain ES2017: it is in every page's HTML.
//
// A choice is a theme that differs from the system's: choosing the system's own theme forgets
// the choice (data-theme and the stored value go), so the page follows the system again.

/** The localStorage key holding "light" or "dark", the visitor's choice. */
export const THEME_STORAGE_KEY = 'folio-theme';

/** Marks the button that toggles the theme (written out in theme-toggle.tsx, to save the app bytes). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

export const THEME_SCRIPT = `(function(){var k="${THEME_STORAGE_KEY}",d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");\
function s(){try{return localStorage.getItem(k)}catch(e){return null}}\
function a(t){if(t==="light"||t==="dark")d.setAttribute("data-theme",t);else d.removeAttribute("data-theme")}\
a(s());\
addEventListener("storage",function(e){if(e.key===k)a(e.newValue)});\
document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[${THEME_TOGGLE_ATTRIBUTE}]");if(!b)return;\
var sys=m.matches?"dark":"light",t=(d.getAttribute("data-theme")||sys)==="dark"?"light":"dark";\
try{t===sys?localStorage.removeItem(k):localStorage.setItem(k,t)}catch(e){}a(t===sys?null:t)})})()`;
