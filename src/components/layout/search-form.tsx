// The site's search box (decision 062): a plain GET form to /search, so it works before and
// without any script (a search's words belong in its address), labelled for screen readers, in
// the top bar, the small-screen drawer and on the search page itself (which echoes the query in
// it, and searches as the visitor types: components/search/search-as-you-type.tsx).
import { useId, type Ref } from 'react';
import { Link } from '../ui/site-link';

interface SearchFormProps {
  /** The form's name as a landmark: two search forms on a page must be told apart. */
  landmark: string;
  /** The query to show in the box (the search page's own). */
  query?: string;
  /** Classes of the text box: its width (the form's) and text size. */
  inputClassName?: string;
  /** Gives the search page's box the focus when the page has no query yet. */
  autoFocus?: boolean;
  /** Called with the box's text as the visitor types (the search page's island). */
  onType?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function SearchForm({ landmark, query, inputClassName = 'w-40 text-sm', autoFocus = false, onType, inputRef }: SearchFormProps) {
  const id = useId();
  return (
    <form role="search" aria-label={landmark} action="/search" method="get" className="flex items-stretch">
      <label htmlFor={id} className="sr-only">
        Search posts
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Search posts"
        maxLength={200}
        autoFocus={autoFocus}
        onChange={onType && ((event) => onType(event.currentTarget.value))}
        className={`${inputClassName} rounded-l-control border border-slate-300 bg-white px-3 py-1.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600`}
      />
      <button type="submit" aria-label="Search" className="rounded-r-control border border-l-0 border-slate-300 bg-slate-50 px-2.5 py-1.5 text-slate-700 hover:bg-slate-100">
        <SearchIcon />
      </button>
    </form>
  );
}

/**
 * The top bar's search: the box from 1024 px, a link to the search page below that (the drawer
 * has a box too, but it needs the page script to open). Both are plain HTML: no script at all.
 */
export function HeaderSearch() {
  return (
    <>
      <div className="ml-2 hidden lg:block">
        <SearchForm landmark="Site search" />
      </div>
      <Link to="/search" aria-label="Search" className="ml-auto rounded-control p-2 text-slate-700 hover:bg-slate-100 md:ml-0 lg:hidden">
        <SearchIcon />
      </Link>
    </>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}
