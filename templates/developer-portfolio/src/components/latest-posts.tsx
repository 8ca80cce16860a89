import { posts, readingMinutes } from '../data/posts';
import { PageLink } from '../route';
import { formatDate } from './format-date';

export function LatestPosts() {
  return (
    <section id="blog" aria-labelledby="blog-heading" className="scroll-mt-16 bg-slate-50 py-20">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="blog-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Writing
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <p className="text-sm text-slate-600">
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {readingMinutes(post)} min read
              </p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">
                <PageLink to={`/blog/${post.slug}`} className="hover:text-amber-800">
                  {post.title}
                </PageLink>
              </h3>
              <p className="mt-2 flex-1 text-slate-600">{post.summary}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="font-mono text-xs text-amber-800">
                    #{tag}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
