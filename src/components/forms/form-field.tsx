// The one kit of labelled form controls, for the site's forms and the console alike. Each control
// has a visible <label>; its help text and error message are tied to it with aria-describedby
// (and aria-invalid), so a screen reader reads them with the field.
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

export const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-red-600';

/** What every field takes besides its control's own attributes. */
interface FieldProps {
  id: string;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
}

interface FieldShellProps extends FieldProps {
  required?: boolean | undefined;
  /** Placed beside the control (e.g. the slug's Generate button). */
  action?: ReactNode;
  children: ReactNode;
}

export const helpId = (id: string) => `${id}-help`;
export const errorId = (id: string) => `${id}-error`;

export function describedBy(id: string, help: string | undefined, error: string | undefined) {
  const ids = [help && helpId(id), error && errorId(id)].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

/** Label, control (with its action beside it), help text and error message in one block. */
export function FieldShell({ id, label, help, error, required, action, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {action ? (
        <div className="flex gap-2">
          {children}
          {action}
        </div>
      ) : (
        children
      )}
      {help && (
        <p id={helpId(id)} className="mt-1 text-xs text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & { action?: ReactNode } & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { id, label, help, error, action, required, className = '', ...props },
  ref,
) {
  return (
    <FieldShell id={id} label={label} help={help} error={error} required={required} action={action}>
      <input ref={ref} id={id} aria-required={required || undefined} className={`${controlClass} ${className}`} {...describedBy(id, help, error)} {...props} />
    </FieldShell>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { id, label, help, error, required, className = '', ...props },
  ref,
) {
  return (
    <FieldShell id={id} label={label} help={help} error={error} required={required}>
      <textarea ref={ref} id={id} aria-required={required || undefined} className={`${controlClass} ${className}`} {...describedBy(id, help, error)} {...props} />
    </FieldShell>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { id, label, help, error, required, className = '', children, ...props },
  ref,
) {
  return (
    <FieldShell id={id} label={label} help={help} error={error} required={required}>
      <select ref={ref} id={id} aria-required={required || undefined} className={`${controlClass} ${className}`} {...describedBy(id, help, error)} {...props}>
        {children}
      </select>
    </FieldShell>
  );
});

/** An on/off switch (the editor's Featured Post): a button with role="switch" and its label. */
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

/**
 * The hidden 'website' trap of the lead forms. Hidden from sight and from assistive technology
 * and skipped by Tab, so only a bot that fills every input fills it.
 */
export const HoneypotField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function HoneypotField(props, ref) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">Website</label>
      <input ref={ref} id="website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
});
