// Labelled form controls: each has a visible <label>, and its error message is tied to it with
// aria-describedby and aria-invalid, so a screen reader reads the problem with the field.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { forwardRef } from 'react';

const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-red-600';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;

/** Label, control and error message in one block. */
function FieldShell({ id, label, error, required, children }: FieldShellProps) {
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
      {children}
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
});

type Common = { id: string; label: string; error?: string | undefined };

export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { id, label, error, required, className = '', ...props },
  ref,
) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <input ref={ref} id={id} aria-required={required || undefined} className={`${controlClass} ${className}`} {...describedBy(id, error)} {...props} />
    </FieldShell>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { id, label, error, required, className = '', ...props },
  ref,
) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <textarea ref={ref} id={id} aria-required={required || undefined} className={`${controlClass} ${className}`} {...describedBy(id, error)} {...props} />
    </FieldShell>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, Common & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { id, label, error, required, className = '', children, ...props },
  ref,
) {
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <select ref={ref} id={id} aria-required={required || undefined} className={`${controlClass} ${className}`} {...describedBy(id, error)} {...props}>
        {children}
      </select>
    </FieldShell>
  );
});

/**
 * The hidden 'website' trap (spec §2). Hidden from sight and from assistive technology and
 * skipped by Tab, so only a bot that fills every input fills it.
 */
export const HoneypotField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function HoneypotField(props, ref) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">Website</label>
      <input ref={ref} id="website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
});
