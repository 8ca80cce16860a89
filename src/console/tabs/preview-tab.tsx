// The 'Preview' tab: the post as it would appear — title, author and today's date,
// tags as #hashtags, image (at most 400 px high) or embedded video, summary, rendered content —
// and an SEO preview with title, /blog/<slug> and description. The content is rendered by the
// server through the site's own pipeline (POST /api/admin/preview: Markdown renderer, sanitizer,
// image paths), so it is what the site would serve; it is sanitized again here before it is shown.
import { useMemo } from 'react';
import type { PostInput, PostPreview } from '../../lib/schemas/blog-post';
import { formatLongDate } from '../../lib/dates';
import { secondaryButtonClass } from '../components/button-classes';
import { useConsoleSite } from '../console-site';
import { previewHtml } from './preview-html';

/** The server's rendering of the content: pending, done, or failed. */
export type RenderedBody = { state: 'pending' } | { state: 'done'; preview: PostPreview } | { state: 'failed' };

interface PreviewTabProps {
  post: PostInput | null;
  body: RenderedBody;
  onBack: () => void;
}

export function PreviewTab({ post, body, onBack }: PreviewTabProps) {
  const back = (
    <button type="button" className={secondaryButtonClass} onClick={onBack}>
      Back to Editor
    </button>
  );
  if (!post) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
        <h2 className="text-xl font-semibold text-slate-900">No Preview Available</h2>
        <p className="mt-2 text-slate-600">Fill in the form and click Preview to see how your post will look.</p>
        <div className="mt-6">{back}</div>
      </div>
    );
  }
  return <PostPreviewView post={post} body={body} back={back} />;
}

function PostPreviewView({ post, body, back }: { post: PostInput; body: RenderedBody; back: React.ReactNode }) {
  const { siteUrl } = useConsoleSite();
  // Should the server not answer, an HTML body is still shown (sanitized here); Markdown needs the server.
  const source = body.state === 'done' ? body.preview.html : body.state === 'failed' && post.format !== 'markdown' ? post.content : null;
  const html = useMemo(() => (source === null ? null : previewHtml(source)), [source]);
  const seoTitle = post.metaTitle || post.title;
  const seoDescription = post.metaDescription || post.summary;

  return (
    <div className="space-y-10">
      <article aria-label="Post preview" className="mx-auto max-w-3xl">
        <h2 className="text-3xl font-bold tracking-tight text-slate-900">{post.title || 'Untitled post'}</h2>
        <p className="mt-3 text-sm text-slate-600">
          By {post.authorName || 'Unknown author'} · {formatLongDate(new Date().toISOString())}
        </p>
        {post.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="text-sm font-medium text-brand-700">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        {post.videoUrl ? (
          <div className="theme-fixed mt-6 aspect-video overflow-hidden rounded-xl bg-slate-900">
            <iframe src={post.videoUrl} title={post.title} className="h-full w-full" sandbox="allow-scripts allow-same-origin allow-presentation" allowFullScreen />
          </div>
        ) : post.image ? (
          <img src={post.image} alt={post.title} className="mt-6 max-h-[400px] w-full rounded-xl object-cover" />
        ) : null}
        {post.summary && <p className="mt-6 text-lg text-slate-700">{post.summary}</p>}
        {body.state === 'done' && body.preview.problems.length > 0 && (
          <div role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">The site would refuse to save this post as it is:</p>
            <ul className="mt-1 list-disc pl-5">
              {body.preview.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {body.state === 'done' && body.preview.notes.length > 0 && (
          <div role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">The post can be saved; the site will show it without these until they are added:</p>
            <ul className="mt-1 list-disc pl-5">
              {body.preview.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        )}
        {body.state === 'pending' && <p className="mt-8 text-slate-600">Rendering the content as the site would…</p>}
        {body.state === 'failed' && <p className="mt-8 text-sm text-red-700">The server could not render the preview{html === null ? '' : '; this is the HTML as typed, sanitized'}. Try Preview again in a moment.</p>}
        {html !== null && <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: html }} />}
      </article>

      <section aria-labelledby="seo-preview-heading" className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-5">
        <h3 id="seo-preview-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          SEO Preview
        </h3>
        <p className="mt-3 text-lg font-medium text-blue-800">{seoTitle}</p>
        <p className="text-sm text-green-800">
          {siteUrl.replace(/^https?:\/\//, '')}/blog/{post.slug || 'your-slug'}
        </p>
        <p className="mt-1 text-sm text-slate-700">{seoDescription}</p>
      </section>
      <div className="mx-auto max-w-3xl">{back}</div>
    </div>
  );
}
