// Blog: every post newest first; `?tag=` narrows the list to one tag. Past 50 posts the list
// comes in pages, `?page=N` (src/lib/blog-pages.ts, decision 058): the server hands the browser
// only the page shown, under its own key; a blog of one page gets the whole list, as before.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../components/ui/site-link';
import { BlogPagination } from '../components/blog/blog-pagination';
import { PostCard } from '../components/cards/post-card';
import { PageMeta } from '../components/seo/page-meta';
import { ButtonLink } from '../components/ui/button-link';
import { PageHeader } from '../components/ui/page-header';
import { CardGridSkeleton } from '../components/ui/skeleton';
import { blogPageCanonical, blogPageHref, blogPageKey, blogPageOf, blogPageRequest, type BlogPage as BlogListPage } from '../lib/blog-pages';
import type { PostSummary } from '../lib/content-types';
import { useSiteUrl } from '../lib/site-context';

const DESCRIPTION = 'Articles on mapping, real estate platforms, performance and running a freelance development practice.';

function BlogPage() {
  const [searchParams] = useSearchParams();
  const request = blogPageRequest(searchParams);
  const { tag } = request;
  // The page the server cut, when the blog is long; it is never fetched. Otherwise (a short blog,
  // or a page reached in the browser) the page is cut here from the whole list.
  const { data: served } = useQuery<BlogListPage>({ queryKey: [blogPageKey(request)], enabled: false });
  const { data: posts } = useQuery<PostSummary[]>({ queryKey: ['/api/blog'], enabled: served === undefined });
  const view = served ?? (posts && blogPageOf(posts, request));

  if (view && view.page === null) return <NoSuchPage asked={searchParams.get('page') ?? ''} pageCount={view.pageCount} tag={tag} />;
  // Page 1 keeps the title and canonical URL of the single list; a later page names itself, and
  // so does a tag's listing, which the sitemap lists as a page of its own.
  const laterPage = view?.page && view.page > 1 ? view.page : null;
  // A tag no post has is answered 404 by the server: its empty list is no page to index.
  const noSuchTag = tag !== null && view?.total === 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta
        // A tag no post has is whatever was typed: it is said on the page, never made its title.
        title={noSuchTag ? 'Tag Not Found' : (tag ? `Posts tagged ${tag}` : 'Blog') + (laterPage ? ` (page ${laterPage} of ${view!.pageCount})` : '')}
        description={DESCRIPTION}
        canonicalPath={laterPage || tag ? blogPageCanonical(laterPage ?? 1, tag) : undefined}
        noIndex={noSuchTag}
      />
      {view && view.page !== null && <NeighbourLinks page={view.page} pageCount={view.pageCount} tag={tag} />}
      <PageHeader title="Blog">
        <p>Notes from building maps, property platforms and fast websites for clients.</p>
      </PageHeader>
      {tag && (
        <p className="mb-6 flex flex-wrap items-center gap-3 text-sm text-slate-700" role="status">
          <span>
            Showing posts tagged <strong className="font-semibold text-brand-700">{tag}</strong>
          </span>
          <Link to="/blog" className="rounded-md border border-slate-300 px-3 py-1 font-medium hover:bg-slate-100">
            Clear filter
          </Link>
        </p>
      )}
      {!view ? (
        <CardGridSkeleton count={6} label="Loading posts" />
      ) : view.posts.length === 0 ? (
        <p className="text-slate-700">No posts are tagged {tag} yet.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {view.posts.map((post, i) => (
            <PostCard key={post.slug} post={post} position={i} headingLevel={2} />
          ))}
        </div>
      )}
      {view && view.page !== null && <BlogPagination page={view.page} pageCount={view.pageCount} tag={tag} />}
    </div>
  );
}

/** `<link rel="prev|next">` in the head of a page of a long list, for crawlers that read them. */
function NeighbourLinks({ page, pageCount, tag }: { page: number; pageCount: number; tag: string | null }) {
  const siteUrl = useSiteUrl();
  return (
    <>
      {page > 1 && <link rel="prev" href={siteUrl + blogPageCanonical(page - 1, tag)} />}
      {page < pageCount && <link rel="next" href={siteUrl + blogPageCanonical(page + 1, tag)} />}
    </>
  );
}

/** A page past the end of the list or a `?page=` that is no page number: answered 404. */
function NoSuchPage({ asked, pageCount, tag }: { asked: string; pageCount: number; tag: string | null }) {
  const pages = pageCount === 1 ? 'one page' : `${pageCount} pages`;
  const last = pageCount === 1 ? 'Go to the blog' : 'Go to the last page';
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageMeta title="Page Not Found" description={DESCRIPTION} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-4 text-slate-700">{`The blog has no page “${asked}”: its posts${tag ? ` tagged ${tag}` : ''} fill ${pages}, numbered from 1.`}</p>
      <div className="mt-8">
        <ButtonLink to={blogPageHref(pageCount, tag)}>{last}</ButtonLink>
      </div>
    </div>
  );
}

export { BlogPage as Component };
