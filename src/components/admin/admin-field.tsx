// The editor's labelled controls: a visible label, optional help text and the field's error,
// both tied to the control with aria-describedby so a screen reader reads them with it.
import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-red-600';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60';
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

interface ShellProps {
  id: string;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  /** Placed beside the control (e.g. the slug's Generate button). */
  action?: ReactNode;
  children: ReactNode;
}

export function describedBy(id: string, help: string | undefined, error: string | undefined) {
  const ids = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

export function FieldShell({ id, label, help, error, action, children }: ShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className={action ? 'flex gap-2' : undefined}>
        {children}
        {action}
      </div>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = { id: string; label: string; help?: string | undefined; error?: string | undefined; action?: ReactNode };

export const AdminInput = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function AdminInput(
  { id, label, help, error, action, ...props },
  ref,
) {
  return (
    <FieldShell id={id} label={label} help={help} error={error} action={action}>
      <input ref={ref} id={id} type="text" className={controlClass} {...describedBy(id, help, error)} {...props} />
    </FieldShell>
  );
});

export const AdminTextArea = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function AdminTextArea(
  { id, label, help, error, className = '', ...props },
  ref,
) {
  return (
    <FieldShell id={id} label={label} help={help} error={error}>
      <textarea ref={ref} id={id} className={`${controlClass} ${className}`} {...describedBy(id, help, error)} {...props} />
    </FieldShell>
  );
});

/** An on/off switch (the Featured Post switch): a button with role="switch". */
export function Switch({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-brand-600' : 'bg-slate-300'}`}
      >
        <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`} />
      </button>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
