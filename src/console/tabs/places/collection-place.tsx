// A collection place (Projects, Templates): its items with Edit and View, "New project" for a
// collection the console may add to, and one item's form. A new project's slug comes from its
// title on the server (the site's one slug rule); Delete removes the file in its own commit.
import { useState } from 'react';
import type { PlaceItems } from '../../../lib/api/places';
import { useConsoleAction } from '../../api/use-console-action';
import { useConsoleQuery } from '../../api/use-console-query';
import { primaryButtonClass, secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';
import { PlaceEditor } from './place-editor';
import { blankValues } from './place-form-values';

interface CollectionPlaceProps {
  id: string;
  label: string;
  show: ShowStatus;
  onDirty: (dirty: boolean) => void;
  /** Asks before dropping unsaved changes; false keeps them. */
  mayLeave: () => boolean;
}

type Open = { kind: 'list' } | { kind: 'new' } | { kind: 'item'; slug: string };

export function CollectionPlace({ id, label, show, onDirty, mayLeave }: CollectionPlaceProps) {
  const [open, setOpen] = useState<Open>({ kind: 'list' });
  const items = useConsoleQuery(['place-items', id], (call, signal) => call('listPlaceItems', { params: { place: id }, signal }));
  const go = (next: Open) => {
    if (!mayLeave()) return;
    onDirty(false);
    setOpen(next);
  };
  if (items.isPending) return <p className="text-sm text-slate-700">Loading {label.toLowerCase()}...</p>;
  if (items.isError) return <p className="text-sm text-red-700">The {label.toLowerCase()} could not be loaded.</p>;
  const { data } = items;
  const noun = label.replace(/s$/, '').toLowerCase();
  const back = (
    <button type="button" className={secondaryButtonClass} onClick={() => go({ kind: 'list' })}>
      Back to {label}
    </button>
  );
  if (open.kind === 'new') {
    return (
      <div className="space-y-4">
        {back}
        <h3 className="text-lg font-semibold text-slate-900">New {noun}</h3>
        <p className="text-sm text-slate-700">Its address is made from its title: /works/&lt;title as a slug&gt;.</p>
        <PlaceEditor
          target={{ kind: 'new', collection: id }}
          opened={{ label: `New ${noun}`, values: { ...blankValues(data.form), ...(data.body !== null && { body: '' }) }, form: data.form, body: data.body, notes: [], url: '', version: null }}
          show={show}
          reload={() => undefined}
          onDirty={onDirty}
          onSaved={(saved) => {
            onDirty(false);
            setOpen({ kind: 'item', slug: saved.slug ?? '' });
          }}
        />
      </div>
    );
  }
  if (open.kind === 'item') return <ItemPlace collection={id} slug={open.slug} canDelete={data.canCreate} noun={noun} show={show} onDirty={onDirty} back={back} onDeleted={() => setOpen({ kind: 'list' })} />;
  return <ItemList label={label} noun={noun} data={data} onNew={() => go({ kind: 'new' })} onEdit={(slug) => go({ kind: 'item', slug })} />;
}

function ItemList({ label, noun, data, onNew, onEdit }: { label: string; noun: string; data: PlaceItems; onNew: () => void; onEdit: (slug: string) => void }) {
  return (
    <div className="space-y-4">
      {data.canCreate && (
        <button type="button" className={primaryButtonClass} onClick={onNew}>
          New {noun}
        </button>
      )}
      <ul aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {data.items.map((item) => (
          <li key={item.slug} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div>
              <p className="font-medium text-slate-900">{item.title}</p>
              <p className="text-xs text-slate-600">{item.file}</p>
            </div>
            <div className="flex gap-2">
              <button type="button" className={secondaryButtonClass} aria-label={`Edit ${item.title}`} onClick={() => onEdit(item.slug)}>
                Edit
              </button>
              <a className={secondaryButtonClass} href={item.url} target="_blank" rel="noreferrer" aria-label={`View ${item.title} on the site`}>
                View
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ItemPlaceProps {
  collection: string;
  slug: string;
  canDelete: boolean;
  noun: string;
  show: ShowStatus;
  onDirty: (dirty: boolean) => void;
  back: React.ReactNode;
  onDeleted: () => void;
}

function ItemPlace({ collection, slug, canDelete, noun, show, onDirty, back, onDeleted }: ItemPlaceProps) {
  const opened = useConsoleQuery(['place-item', collection, slug], (call, signal) => call('openPlaceItem', { params: { place: collection, slug }, signal }));
  const remove = useConsoleAction((call, version: string) => call('deletePlaceItem', { params: { place: collection, slug }, query: { version } }), {
    show,
    failed: `The ${noun} could not be deleted.`,
    done: () => {
      show('success', `Deleted the ${noun} “${opened.data?.label ?? slug}” in its own commit.`);
      onDirty(false);
      onDeleted();
    },
  });
  if (opened.isPending) return <p className="text-sm text-slate-700">Opening...</p>;
  if (opened.isError) return <p className="text-sm text-red-700">The {noun} could not be opened.</p>;
  const { data } = opened;
  return (
    <div className="space-y-4">
      {back}
      <h3 className="text-lg font-semibold text-slate-900">{data.label}</h3>
      <p className="text-xs text-slate-600">{data.files.join(', ')}</p>
      <PlaceEditor
        key={data.version}
        target={{ kind: 'item', collection, slug }}
        opened={data}
        show={show}
        reload={() => void opened.refetch()}
        onDirty={onDirty}
        extra={
          canDelete && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={remove.pending}
              onClick={() => {
                if (window.confirm(`Delete the ${noun} “${data.label}”? Its file is removed in a commit (the history keeps it).`)) void remove.run(data.version);
              }}
            >
              Delete {noun}
            </button>
          )
        }
      />
    </div>
  );
}
