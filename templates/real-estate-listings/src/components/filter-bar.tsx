// One select per filter in FILTERS; used by the hero search and above the results.
import { useId } from 'react';
import { ANY, FILTERS, type FilterValues } from '../filters';

interface FilterBarProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** The filters to show, by key; all of them when omitted. */
  only?: string[];
  tone?: 'light' | 'dark';
}

export function FilterBar({ values, onChange, only, tone = 'light' }: FilterBarProps) {
  const id = useId();
  const shown = only ? FILTERS.filter((filter) => only.includes(filter.key)) : FILTERS;
  return (
    <>
      {shown.map((filter) => (
        <div key={filter.key} className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-${filter.key}`} className={`text-xs font-semibold uppercase tracking-wide ${tone === 'dark' ? 'text-teal-50' : 'text-slate-600'}`}>
            {filter.label}
          </label>
          <select
            id={`${id}-${filter.key}`}
            value={values[filter.key] ?? ANY}
            onChange={(event) => onChange({ ...values, [filter.key]: event.target.value })}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  );
}
