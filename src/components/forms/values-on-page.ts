// A form is an island that starts at the visitor's first touch (decision 102): until its code
// (React, react-hook-form and its zod schema) has come, the visitor may already be typing into the
// server's HTML. react-hook-form writes its defaultValues into the fields it registers, so the
// form takes as defaults what the page shows when it hydrates, and nothing typed is lost.
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
