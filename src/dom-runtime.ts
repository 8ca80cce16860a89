// React DOM, started on its own: its start-up is the largest piece of script evaluation on a
// page, and evaluated a task before the rest of the app, neither holds the main thread long
// (Lighthouse counts each task over 50 ms against the page).
export { hydrateRoot } from 'react-dom/client';
