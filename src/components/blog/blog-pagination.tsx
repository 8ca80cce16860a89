// The links between the pages of a long blog list (decision 058): first, previous, "Page N of M",
// next, last. Each link loads its page from the server, which renders that page's 50 cards;
// followed in the browser instead, it would fetch the whole list to cut one page out of it.
import { Link } from '../ui/site-link';
import { blogPageHref } from '../../lib/blog-pages';

interface BlogPaginationProps {
  page: number;
  pageCount: number;
  tag: string | null;
}

const linkClass = 'rounded-md border border-slate-300 px-3 py-1.5 font-medium text-brand-700 hover:bg-slate-100';

export function BlogPagination({ page, pageCount, tag }: BlogPaginationProps) {
  if (pageCount <= 1) return null;
  const step = (to: number, label: string, rel?: 'prev' | 'next') => (
    <Link to={blogPageHref(to, tag)} rel={rel} reloadDocument className={linkClass}>
      {label}
    </Link>
  );
  return (
    <nav aria-label="Blog pages" className="mt-10 flex flex-wrap items-center justify-center gap-3 text-sm">
      {page > 1 && (
        <>
          {page > 2 && step(1, 'First page')}
          {step(page - 1, 'Previous page', 'prev')}
        </>
      )}
      <p className="px-2 text-slate-700">{`Page ${page} of ${pageCount}`}</p>
      {page < pageCount && (
        <>
          {step(page + 1, 'Next page', 'next')}
          {page < pageCount - 1 && step(pageCount, 'Last page')}
        </>
      )}
    </nav>
  );
}
