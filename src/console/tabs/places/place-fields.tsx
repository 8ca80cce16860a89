// One field of a place's form, rendered from its description (server/places/form-description.ts):
// every kind the schemas hold has its control here, each labelled, required ones marked, and the
// server's message for it shown beside it. Lists and images have their own modules.
import { SelectField, Switch, TextAreaField, TextField } from '../../../components/forms/form-field';
import type { FormField } from '../../../lib/api/places';
import { PlaceImageField } from './place-image-field';
import { errorFor, pathKey, type FieldErrors, type FieldPath } from './place-form-values';
import { ObjectListField, TextListField, TextMapField } from './place-list-fields';

export interface FieldProps<F extends FormField = FormField> {
  field: F;
  path: FieldPath;
  value: unknown;
  onChange: (path: FieldPath, value: unknown) => void;
  errors: FieldErrors;
  /** Prefix of every control's id in this form. */
  idPrefix: string;
}

export const controlId = (idPrefix: string, path: FieldPath) => `${idPrefix}-${pathKey(path).replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The help line: what a field left empty means. */
const helpOf = (field: FormField) => (field.fallback ? `Left empty: “${field.fallback}”.` : undefined);

export function PlaceField(props: FieldProps) {
  const { field, path, value, onChange, errors, idPrefix } = props;
  const id = controlId(idPrefix, path);
  const error = errorFor(errors, path);
  switch (field.kind) {
    case 'group':
      return <GroupField {...props} field={field} />;
    case 'objectList':
      return <ObjectListField {...props} field={field} />;
    case 'textList':
      return <TextListField {...props} field={field} />;
    case 'textMap':
      return <TextMapField {...props} field={field} />;
    case 'boolean':
      return <Switch id={id} label={field.label} checked={value === true} onChange={(checked) => onChange(path, checked)} />;
    case 'enum':
      return (
        <SelectField id={id} label={field.label} required={field.required} error={error} value={String(value ?? '')} onChange={(event) => onChange(path, event.target.value)}>
          {!field.required && <option value="">—</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <TextField id={id} type="number" step={field.integer ? 1 : 'any'} label={field.label} required={field.required} error={error} value={value === undefined || value === null ? '' : String(value)} onChange={(event) => onChange(path, event.target.value === '' ? '' : Number(event.target.value))} />
      );
    case 'text': {
      if (field.format === 'image') return <PlaceImageField {...props} field={field} />;
      const text = value === undefined || value === null ? '' : String(value);
      if (field.long) return <TextAreaField id={id} label={field.label} required={field.required} help={helpOf(field)} error={error} rows={3} value={text} onChange={(event) => onChange(path, event.target.value)} />;
      const type = field.format === 'email' ? 'email' : field.format === 'url' ? 'url' : 'text';
      return <TextField id={id} type={type} label={field.label} required={field.required} help={helpOf(field)} error={error} value={text} onChange={(event) => onChange(path, event.target.value)} />;
    }
  }
}

/** Several fields under one heading (a settings section, a call to action). */
export function GroupField({ field, path, value, onChange, errors, idPrefix }: FieldProps<Extract<FormField, { kind: 'group' }>>) {
  const group = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const error = errorFor(errors, path);
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{field.label}</legend>
      {field.optional && <p className="text-xs text-slate-600">Optional: leave every field empty to leave it out of the site.</p>}
      {error && <p className="text-sm text-red-700">{error}</p>}
      {field.fields.map((inner) => (
        <PlaceField key={inner.name} field={inner} path={[...path, inner.name]} value={group[inner.name]} onChange={onChange} errors={errors} idPrefix={idPrefix} />
      ))}
    </fieldset>
  );
}
