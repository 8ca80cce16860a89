// The console's tab strip (WAI-ARIA tabs: arrow keys move between tabs, each panel is labelled
// by its tab).
import type { KeyboardEvent } from 'react';

export interface TabDef<Id extends string> {
  id: Id;
  label: string;
}

interface AdminTabsProps<Id extends string> {
  tabs: readonly TabDef<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
}

export const tabId = (id: string) => `admin-tab-${id}`;
export const panelId = (id: string) => `admin-panel-${id}`;

export function AdminTabs<Id extends string>({ tabs, active, onSelect }: AdminTabsProps<Id>) {
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };
  return (
    <div role="tablist" aria-label="Console sections" className="mb-8 flex flex-wrap gap-1 border-b border-slate-200">
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
