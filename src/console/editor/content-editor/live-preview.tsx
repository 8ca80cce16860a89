// The preview beside the editor on a wide screen: the body as the site will serve it, rendered
// by the server's own pipeline (POST /api/admin/preview: highlighting, footnotes, heading anchors,
// images resolved for the post) PREVIEW_DELAY_MS after the last change, shown with the site's own
// article styles (.prose and the code colours of src/styles.css) and sanitized again here, as the
// Preview tab does. An answer older than the last request is never shown (each request aborts the
// one before, and answers carry their number). Its scrolling follows the editor's (scroll-sync.ts).
// Not a live region: a screen reader is not interrupted at each pause in typing.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PostFormat } from '../../../lib/post-format';
import { isSlug } from '../../../lib/slug';
import { useConsoleCall } from '../../session/console-session';
import { previewHtml } from '../../tabs/preview-html';
import type { PostForm } from '../post-editor';
import type { ContentLink } from './content-link';
import { contentTop, followScrolling } from './scroll-sync';

/** How long after the last change the preview is asked for. */
export const PREVIEW_DELAY_MS = 300;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

type Shown = { state: 'empty' } | { state: 'done'; html: string; problems: string[]; notes: string[] } | { state: 'failed' };

export function LivePreview({ form, link }: { form: PostForm; link: ContentLink }) {
  const call = useConsoleCall();
  const [shown, setShown] = useState<Shown>({ state: 'empty' });
  const [pending, setPending] = useState(false);
  const pane = useRef<HTMLDivElement>(null);
  const scrolling = useRef<ReturnType<typeof followScrolling> | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let controller: AbortController | null = null;
    let sequence = 0;
    let asked: { content: string; format: PostFormat; slug: string } | null = null;

    const render = async () => {
      timer = null;
      const content = link.read?.() ?? form.getValues('content') ?? '';
      const format = form.getValues('format');
      const slug = form.getValues('slug').trim();
      const request = { content, format, slug: isSlug(slug) ? slug : '' };
      if (asked && asked.content === request.content && asked.format === request.format && asked.slug === request.slug) return;
      asked = request;
      controller?.abort();
      const mine = (sequence += 1);
      if (content.trim() === '') {
        controller = null;
        setPending(false);
        setShown({ state: 'empty' });
        return;
      }
      controller = new AbortController();
      setPending(true);
      try {
        const preview = await call('previewBody', { body: request, signal: controller.signal });
        if (mine !== sequence) return;
        setShown({ state: 'done', html: previewHtml(preview.html), problems: preview.problems, notes: preview.notes });
      } catch (error) {
        if (mine !== sequence) return;
        console.warn('The side preview could not be rendered:', error instanceof Error ? error.message : error);
        asked = null;
        setShown({ state: 'failed' });
      }
      setPending(false);
    };
    const schedule = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void render(), PREVIEW_DELAY_MS);
    };

    const stopListening = link.listen(schedule);
    // The textarea (before the editor loads) changes the form at each key; the format and the
    // slug (which places the post's images) change the rendering too.
    const watching = form.watch((_values, { name }) => {
      if (name === undefined || name === 'content' || name === 'format' || name === 'slug') schedule();
    });
    void render();
    return () => {
      stopListening();
      watching.unsubscribe();
      if (timer) clearTimeout(timer);
      controller?.abort();
    };
  }, [call, form, link]);

  useEffect(() => {
    const following = followScrolling(() => {
      const editor = link.editor;
      const preview = pane.current;
      if (!editor || !preview) return null;
      return {
        source: { element: editor.scroller, headings: editor.blockTops },
        preview: { element: preview, headings: () => Array.from(preview.querySelectorAll(HEADINGS), (heading) => contentTop(preview, heading)) },
      };
    });
    scrolling.current = following;
    return () => following.stop();
  }, [link]);

  // A new rendering may move every heading: the preview is placed again where the editor is.
  useLayoutEffect(() => scrolling.current?.sync(), [shown]);

  return (
    <section aria-labelledby="live-preview-label" className="mt-8 lg:mt-0">
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <p id="live-preview-label" className="text-sm font-medium text-slate-800">
          Live preview
        </p>
        <p className="text-xs text-slate-600">{pending ? 'Updating…' : shown.state === 'failed' ? 'The server could not render the preview; it tries again as you type.' : 'As the site will show it'}</p>
      </div>
      <div
        ref={pane}
        role="region"
        aria-label="Live preview of the content"
        aria-busy={pending}
        // A pane that scrolls is reachable by keyboard, to scroll it.
        tabIndex={0}
        data-live-preview=""
        // Strict containment (its size is fixed): a 20,000-word rendering is never walked again
        // when a key changes the editor beside it (docs/benchmark.md, the console's editor).
        className="h-[70vh] max-h-[48rem] min-h-[20rem] overflow-y-auto rounded-lg border border-slate-300 bg-white p-5 [contain:strict] focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {shown.state === 'empty' && <p className="text-sm text-slate-600">The content appears here, as the site will show it, as you type.</p>}
        {shown.state === 'done' && shown.problems.length + shown.notes.length > 0 && (
          <ul role="note" className="mb-4 list-disc rounded-lg border border-amber-300 bg-amber-50 py-2 pr-3 pl-7 text-xs text-amber-900">
            {[...shown.problems, ...shown.notes].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {shown.state === 'done' && <div className="prose" dangerouslySetInnerHTML={{ __html: shown.html }} />}
      </div>
    </section>
  );
}
