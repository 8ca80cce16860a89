// One place (or one item of a collection) in its form: opened from the server with its values,
// version and form description; saved with the version it was opened with. A 400 shows each
// server message beside its field; a 409 says the files changed meanwhile and offers to reload;
// a success says what was committed. Unsaved changes ask before the page is left or another
// place is opened (places-tab.tsx asks through `onDirty`).
import { useEffect, useId, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/forms/form-field';
import { errorBody } from '../../../lib/api/api-client';
import type { FormField, OpenedPlace, SavedPlace } from '../../../lib/api/places';
import type { ConsoleCall } from '../../api/console-api';
import { useConsoleAction } from '../../api/use-console-action';
import { primaryButtonClass, secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';
import { PlaceField } from './place-fields';
import { withValue, type FieldErrors, type FieldPath } from './place-form-values';
import { useLeaveGuard } from './use-leave-guard';

/** What the form saves to: a place, an item, or a new item of a collection. */
export type PlaceTarget = { kind: 'place'; id: string } | { kind: 'item'; collection: string; slug: string } | { kind: 'new'; collection: string };

interface PlaceEditorProps {
  target: PlaceTarget;
  /** The form as opened (for a new item: blank values, no version). */
  opened: Pick<OpenedPlace, 'label' | 'values' | 'form' | 'body' | 'notes' | 'url'> & { version: string | null };
  show: ShowStatus;
  /** Asks the server for the place again (after a 409, or a save). */
  reload: () => void;
  onSaved?: (saved: SavedPlace) => void;
  onDirty: (dirty: boolean) => void;
  /** Shown beside Save (an item's Delete). */
  extra?: React.ReactNode;
}

const STALE_CODE = 'stale_edit';

export function PlaceEditor({ target, opened, show, reload, onSaved, onDirty, extra }: PlaceEditorProps) {
  const idPrefix = `place${useId().replace(/:/g, '')}`;
  const [values, setValues] = useState<Record<string, unknown>>(opened.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [commitMessage, setCommitMessage] = useState('');
  const [stale, setStale] = useState(false);
  // What the files hold as far as this form knows: as opened, then as last saved (until the place is read again).
  const [baseline, setBaseline] = useState(opened.values);
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useLeaveGuard(dirty);

  const save = useConsoleAction((call, sent: Record<string, unknown>) => saveCall(call, target, sent, opened.version, commitMessage.trim() || undefined), {
    show,
    failed: (error) => {
      const body = errorBody(error);
      if (body?.code === STALE_CODE) setStale(true);
      setErrors((body?.fields as FieldErrors | undefined) ?? {});
      return body?.message ?? 'The change could not be saved.';
    },
    done: (saved, sent) => {
      setBaseline(sent);
      setErrors({});
      setStale(false);
      setCommitMessage('');
      show('success', saved.commit ? `Saved: committed “${saved.message}” (${saved.commit.slice(0, 7)}).${saved.notes.length ? ` Notes: ${saved.notes.join('; ')}` : ''}` : 'Nothing changed: nothing was committed.');
      onSaved?.(saved);
    },
  });

  const change = (path: FieldPath, value: unknown) => setValues((current) => withValue(current, path, value) as Record<string, unknown>);
  const fields: FormField[] = opened.form;
  return (
    <form
      noValidate
      aria-label={opened.label}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save.run(values);
      }}
    >
      {opened.notes.length > 0 && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Content notes on these files:</p>
          <ul className="list-disc pl-5">
            {opened.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      {stale && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p>This was changed on disk since you opened it, so your edit was not saved.</p>
          <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => { setStale(false); reload(); }}>
            Reload it (your unsaved changes here are dropped)
          </button>
        </div>
      )}
      {fields.map((field) => (
        <PlaceField key={field.name} field={field} path={[field.name]} value={values[field.name]} onChange={change} errors={errors} idPrefix={idPrefix} />
      ))}
      {opened.body !== null && (
        <TextAreaField id={`${idPrefix}-body`} label={opened.body} help="Markdown, as in the file." rows={14} className="font-mono text-sm" error={errors.body} value={String(values.body ?? '')} onChange={(event) => change(['body'], event.target.value)} />
      )}
      <TextField id={`${idPrefix}-commit`} label="Commit message (optional)" help="Left empty, the commit says what changed." maxLength={150} value={commitMessage} onChange={(event) => setCommitMessage(event.target.value)} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButtonClass} disabled={save.pending}>
          {save.pending ? 'Saving...' : target.kind === 'new' ? 'Create' : 'Save'}
        </button>
        {dirty && <span className="text-sm text-slate-700">Unsaved changes</span>}
        {opened.url && target.kind !== 'new' && (
          <a className="text-sm text-brand-700 underline" href={opened.url} target="_blank" rel="noreferrer">
            View on the site
          </a>
        )}
        {extra}
      </div>
    </form>
  );
}

function saveCall(call: ConsoleCall, target: PlaceTarget, values: Record<string, unknown>, version: string | null, commitMessage: string | undefined): Promise<SavedPlace> {
  if (target.kind === 'new') return call('createPlaceItem', { params: { place: target.collection }, body: { values, commitMessage } });
  if (target.kind === 'item') return call('savePlaceItem', { params: { place: target.collection, slug: target.slug }, body: { values, version: version ?? '', commitMessage } });
  return call('savePlace', { params: { place: target.id }, body: { values, version: version ?? '', commitMessage } });
}
