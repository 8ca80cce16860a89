// The site's one toast outlet, mounted by lib/toast.ts (prepareToasts) the first time an island
// may raise a toast: a container of its own appended to <body>, with the toast region rendered in
// it as a React root of its own. Radix Toast weighs ~13 KB gzip, so it is a chunk of its own that
// only a page whose island has started ever fetches; the server renders nothing for it.
import { createRoot } from 'react-dom/client';
import ToastRegion from './toast-region';

/** The container's attribute, so the outlet is mounted once even if this module were loaded twice. */
const OUTLET_ATTRIBUTE = 'data-toast-outlet';

export function mountToaster(): void {
  if (document.querySelector(`[${OUTLET_ATTRIBUTE}]`)) return;
  const container = document.createElement('div');
  container.setAttribute(OUTLET_ATTRIBUTE, '');
  document.body.append(container);
  createRoot(container).render(<ToastRegion />);
}
