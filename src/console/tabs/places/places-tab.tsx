// The console's "Site" tab: every page of the site beside the posts, as places (server/places/):
// a list of places, and the chosen one's form. Opening another place with unsaved changes asks
// first. Each form is built from the description the server derives from the file's schema.
import { useCallback, useRef, useState } from 'react';
import { useConsoleQuery } from '../../api/use-console-query';
import type { ShowStatus } from '../../components/status-banner';
import { CollectionPlace } from './collection-place';
import { PlaceEditor } from './place-editor';
import { PlaceStatusContext } from './place-status';
import { LEAVE_MESSAGE } from './use-leave-guard';


export function PlacesTab({ show }: { show: ShowStatus }) {
  const places = useConsoleQuery(['places'], (call, signal) => call('listPlaces', { signal }));
  const [chosen, setChosen] = useState<string | null>(null);
  const dirty = useRef(false);
  const onDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const mayLeave = useCallback(() => !dirty.current || window.confirm(LEAVE_MESSAGE), []);

  if (places.isPending) return <p className="text-sm text-slate-700">Loading the site's places...</p>;
  if (places.isError) return <p className="text-sm text-red-700">The site's places could not be loaded.</p>;
  const current = places.data.find((place) => place.id === (chosen ?? places.data[0]?.id));
  return (
    <PlaceStatusContext.Provider value={show}>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label="Site places">
          <ul className="space-y-1">
            {places.data.map((place) => (
              <li key={place.id}>
                <button
                  type="button"
                  aria-current={place.id === current?.id ? 'page' : undefined}
                  className={`w-full rounded-lg px-3 py-2 text-left text-sm font-medium ${place.id === current?.id ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
                  onClick={() => {
                    if (place.id === current?.id || !mayLeave()) return;
                    dirty.current = false;
                    setChosen(place.id);
                  }}
                >
                  {place.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {current && (
          <div className="min-w-0 space-y-4">
            <div>
              <h2 className="text-xl font-semibold text-slate-900">
                {current.label}
              </h2>
              <p className="text-sm text-slate-700">{current.description}</p>
              {!current.collection && <p className="text-xs text-slate-600">Saved to {current.files.join(' and ')}, one commit each save.</p>}
            </div>
            {current.collection ? <CollectionPlace key={current.id} id={current.id} label={current.label} show={show} onDirty={onDirty} mayLeave={mayLeave} /> : <SinglePlace key={current.id} id={current.id} show={show} onDirty={onDirty} />}
          </div>
        )}
      </div>
    </PlaceStatusContext.Provider>
  );
}

function SinglePlace({ id, show, onDirty }: { id: string; show: ShowStatus; onDirty: (dirty: boolean) => void }) {
  const opened = useConsoleQuery(['place', id], (call, signal) => call('openPlace', { params: { place: id }, signal }));
  if (opened.isPending) return <p className="text-sm text-slate-700">Opening...</p>;
  if (opened.isError) return <p className="text-sm text-red-700">This place could not be opened.</p>;
  return <PlaceEditor key={opened.data.version} target={{ kind: 'place', id }} opened={opened.data} show={show} reload={() => void opened.refetch()} onDirty={onDirty} />;
}
