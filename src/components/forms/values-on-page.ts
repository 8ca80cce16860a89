// A form loads its code (react-hook-form and its zod schema, ~24 KB gzip) on demand
// (components/ui/on-demand.tsx): until it has come, the visitor may already be typing into the
// server's HTML. The form starts from what the page shows, so nothing typed is lost.
/**
 * The values of a server-rendered form as the page shows them now (typed before its code came),
 * so hydrating the form keeps them; the defaults when the form is not on the page yet.
 */
export function valuesOnPage<T extends object>(formLabel: string, defaults: T): T {
  if (typeof document === 'undefined') return defaults;
  const form = document.querySelector<HTMLFormElement>(`form[aria-label="${formLabel}"]`);
  if (!form) return defaults;
  const values = { ...defaults } as Record<string, unknown>;
  for (const name of Object.keys(defaults)) {
    const control = form.elements.namedItem(name);
    if (control && 'value' in control && typeof control.value === 'string') values[name] = control.value;
  }
  return values as T;
}
