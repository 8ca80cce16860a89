// A form whose code — react-hook-form and its zod schema, ~24 KB gzip — loads when the visitor
// starts on it or when the browser is idle, not before the page is interactive (decision 021).
// The server renders the form whole; until its code is there the page keeps the server's HTML:
// what the visitor types stays, and a submit waits for the code instead of leaving the page.
import { memo, Suspense, useEffect } from 'react';
import { PartContainer, samePart, useOnDemand, type OnDemand } from '../ui/on-demand';

interface DeferredFormProps<P extends object> {
  part: OnDemand<P>;
  props: P;
}

export const DeferredForm = memo(function DeferredForm<P extends object>({ part: form, props }: DeferredFormProps<P>) {
  const { id, ref } = useOnDemand(form);

  useEffect(() => {
    const container = ref.current!;
    let ready = false;
    void form.mounted.then(() => (ready = true));
    const holdSubmit = (event: SubmitEvent) => {
      if (ready) return;
      event.preventDefault();
      void form.load();
      const target = event.target as HTMLFormElement;
      void form.mounted.then(() => target.isConnected && target.requestSubmit());
    };
    container.addEventListener('submit', holdSubmit, true);
    return () => container.removeEventListener('submit', holdSubmit, true);
  }, [form, ref]);

  return (
    <div id={id} ref={ref} data-on-demand="">
      <PartContainer value={ref}>
        <Suspense fallback={null}>
          <form.Component {...props} />
        </Suspense>
      </PartContainer>
    </div>
  );
}, samePart) as <P extends object>(props: DeferredFormProps<P>) => React.ReactElement;

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
