// Blog: every post newest first; `?tag=` narrows the list to one tag.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { PostCard } from '../components/cards/post-card';
import { PageMeta } from '../components/seo/page-meta';
import { PageHeader } from '../components/ui/page-header';
import { CardGridSkeleton } from '../components/ui/skeleton';
import { cardTags, type PostSummary } from '../lib/content-types';

function BlogPage() {
  const { data: posts } = useQuery<PostSummary[]>({ queryKey: ['/api/blog'] });
  const [searchParams] = useSearchParams();
  const tag = searchParams.get('tag')?.trim() || null;
  const shown = posts && tag ? posts.filter((post) => cardTags(post.tags).some((t) => t.toLowerCase() === tag.toLowerCase())) : posts;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta
        title={tag ? `Posts tagged ${tag}` : 'Blog'}
        description="Articles on mapping, real estate platforms, performance and running a freelance development practice."
      />
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
      {!shown ? (
        <CardGridSkeleton count={6} label="Loading posts" />
      ) : shown.length === 0 ? (
        <p className="text-slate-700">No posts are tagged {tag} yet.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((post, i) => (
            <PostCard key={post.slug} post={post} position={i} headingLevel={2} />
          ))}
        </div>
      )}
    </div>
  );
}

export { BlogPage as Component };
