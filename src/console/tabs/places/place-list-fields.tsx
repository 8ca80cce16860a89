// The list fields of a place's form: a list of texts (a service's features), a list of items with
// fields of their own (services, testimonials, FAQ entries) and name/value pairs (a newsletter
// form's hidden fields). Each item can be added, removed and moved with buttons named after it,
// so the whole list is reachable and usable from the keyboard.
import { TextField } from '../../../components/forms/form-field';
import type { FormField } from '../../../lib/api/places';
import { secondaryButtonClass } from '../../components/button-classes';
import { controlId, PlaceField, type FieldProps } from './place-fields';
import { blankOf, errorFor, moved } from './place-form-values';

const smallButton = `${secondaryButtonClass} !px-2 !py-1 !text-xs`;

/** Move up, Move down and Remove for item `index` of `count`, named after the item. */
function ItemButtons({ name, index, count, onMove, onRemove }: { name: string; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  return (
    <div className="flex shrink-0 gap-1">
      <button type="button" className={smallButton} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        ↑
      </button>
      <button type="button" className={smallButton} aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        ↓
      </button>
      <button type="button" className={smallButton} aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function TextListField({ field, path, value, onChange, errors, idPrefix }: FieldProps<Extract<FormField, { kind: 'textList' }>>) {
  const items = listOf(value);
  const error = errorFor(errors, path);
  const itemName = (index: number) => `${field.label} ${index + 1}`;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {field.label}
        {field.required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </legend>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {items.map((item, index) => (
        <div key={index} className="flex items-end gap-2">
          <div className="grow">
            <TextField id={controlId(idPrefix, [...path, index])} label={itemName(index)} error={errorFor(errors, [...path, index])} value={String(item ?? '')} onChange={(event) => onChange([...path, index], event.target.value)} />
          </div>
          <ItemButtons name={itemName(index)} index={index} count={items.length} onMove={(to) => onChange(path, moved(items, index, to))} onRemove={() => onChange(path, items.filter((_each, at) => at !== index))} />
        </div>
      ))}
      <button type="button" className={smallButton} onClick={() => onChange(path, [...items, ''])}>
        Add to {field.label}
      </button>
    </fieldset>
  );
}

export function ObjectListField({ field, path, value, onChange, errors, idPrefix }: FieldProps<Extract<FormField, { kind: 'objectList' }>>) {
  const items = listOf(value);
  const error = errorFor(errors, path);
  const itemName = (index: number) => `${field.itemLabel} ${index + 1}`;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">
        {field.label}
        {field.required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </legend>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {items.length === 0 && <p className="text-sm text-slate-600">None yet.</p>}
      {items.map((item, index) => {
        const fields = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
        return (
          <fieldset key={index} className="space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">{itemName(index)}</legend>
            <ItemButtons name={itemName(index)} index={index} count={items.length} onMove={(to) => onChange(path, moved(items, index, to))} onRemove={() => onChange(path, items.filter((_each, at) => at !== index))} />
            {errorFor(errors, [...path, index]) && <p className="text-sm text-red-700">{errorFor(errors, [...path, index])}</p>}
            {field.fields.map((inner) => (
              <PlaceField key={inner.name} field={inner} path={[...path, index, inner.name]} value={fields[inner.name]} onChange={onChange} errors={errors} idPrefix={idPrefix} />
            ))}
          </fieldset>
        );
      })}
      <button type="button" className={smallButton} onClick={() => onChange(path, [...items, Object.fromEntries(field.fields.map((inner) => [inner.name, blankOf(inner)]))])}>
        Add {field.itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}

export function TextMapField({ field, path, value, onChange, errors, idPrefix }: FieldProps<Extract<FormField, { kind: 'textMap' }>>) {
  const pairs = Object.entries(value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const write = (next: [string, unknown][]) => onChange(path, Object.fromEntries(next));
  const error = errorFor(errors, path);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{field.label}</legend>
      {error && <p className="text-sm text-red-700">{error}</p>}
      {pairs.map(([name, text], index) => (
        <div key={index} className="flex items-end gap-2">
          <TextField id={`${controlId(idPrefix, path)}-name-${index}`} label={`Name ${index + 1}`} value={name} onChange={(event) => write(pairs.map((pair, at) => (at === index ? [event.target.value, pair[1]] : pair)))} />
          <TextField id={`${controlId(idPrefix, path)}-value-${index}`} label={`Value ${index + 1}`} value={String(text ?? '')} onChange={(event) => write(pairs.map((pair, at) => (at === index ? [pair[0], event.target.value] : pair)))} />
          <button type="button" className={smallButton} aria-label={`Remove ${field.label} ${index + 1}`} onClick={() => write(pairs.filter((_pair, at) => at !== index))}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className={smallButton} onClick={() => write([...pairs, [`field${pairs.length + 1}`, '']])}>
        Add to {field.label}
      </button>
    </fieldset>
  );
}
