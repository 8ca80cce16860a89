// A draft's or scheduled post's private preview links in Manage Posts: make one (its address is
// shown once, to copy and send to a client), see when each live one expires, revoke one.
import { useState } from 'react';
import { controlClass } from '../../../components/forms/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { DEFAULT_PREVIEW_TTL_SECONDS, type PreviewLink } from '../../../lib/api/preview-links';
import { useConsoleAction } from '../../api/use-console-action';
import { CONSOLE_KEY, useConsoleQuery } from '../../api/use-console-query';
import { secondaryButtonClass } from '../../components/button-classes';
import type { ShowStatus } from '../../components/status-banner';

const DAY = 24 * 3600;
const LENGTHS = [
  { seconds: DAY, label: '1 day' },
  { seconds: DEFAULT_PREVIEW_TTL_SECONDS, label: '7 days' },
  { seconds: 30 * DAY, label: '30 days' },
];

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const when = (iso: string) => timeFormat.format(new Date(iso));

export function PreviewLinksPanel({ slug, title, show }: { slug: string; title: string; show: ShowStatus }) {
  const key = ['preview-links', slug];
  const { data: links, isPending, error } = useConsoleQuery(key, (call, signal) => call('listPreviewLinks', { query: { slug }, signal }));
  const [seconds, setSeconds] = useState(DEFAULT_PREVIEW_TTL_SECONDS);
  // The address as this browser reaches the site (the console is served from the site's own origin).
  const [made, setMade] = useState<(PreviewLink & { address: string }) | null>(null);

  const create = useConsoleAction((call) => call('createPreviewLink', { body: { slug, expiresInSeconds: seconds } }), {
    show,
    refresh: [[CONSOLE_KEY, ...key]],
    failed: 'The preview link could not be created. Please try again.',
    done: (link) => {
      setMade({ ...link, address: link.path ? new URL(link.path, window.location.origin).href : (link.url ?? '') });
      show('success', 'Preview link created. Copy it now: its address is shown only once.');
    },
  });

  const revoke = useConsoleAction((call, link: PreviewLink) => call('revokePreviewLink', { params: { id: link.id } }), {
    show,
    refresh: [[CONSOLE_KEY, ...key]],
    failed: 'The preview link could not be revoked. Please try again.',
    done: (_answer, link) => {
      if (made?.id === link.id) setMade(null);
      show('success', 'Preview link revoked: it no longer opens the post.');
    },
  });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      show('success', 'Preview link copied.');
    } catch {
      show('info', 'Select the link and copy it (the browser did not allow copying).');
    }
  };

  return (
    <section aria-label={`Preview links of ${title}`} className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <p>Anyone with a preview link sees this post as the site will show it, without the console, until the link expires or you revoke it. Search engines are told not to index it.</p>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`preview-length-${slug}`} className="mb-1 block font-medium">
            Link works for
          </label>
          <select id={`preview-length-${slug}`} className={controlClass} value={seconds} onChange={(event) => setSeconds(Number(event.target.value))}>
            {LENGTHS.map((length) => (
              <option key={length.seconds} value={length.seconds}>
                {length.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={secondaryButtonClass} disabled={create.pending} onClick={() => void create.run()}>
          {create.pending ? 'Creating...' : 'Create preview link'}
        </button>
      </div>
      {made?.address && (
        <div>
          <label htmlFor={`preview-url-${slug}`} className="mb-1 block font-medium">
            New preview link (shown only now)
          </label>
          <div className="flex gap-2">
            <input id={`preview-url-${slug}`} readOnly value={made.address} className={`${controlClass} font-mono`} onFocus={(event) => event.target.select()} />
            <button type="button" className={secondaryButtonClass} onClick={() => void copy(made.address)}>
              Copy
            </button>
          </div>
        </div>
      )}
      {isPending ? (
        <Spinner label="Loading preview links" />
      ) : error ? (
        <p role="alert" className="text-red-700">
          The preview links could not be loaded.
        </p>
      ) : links.length === 0 ? (
        <p>No live preview links.</p>
      ) : (
        <ul aria-label={`Live preview links of ${title}`} className="space-y-2">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                Made {when(link.createdAt)} · expires <time dateTime={link.expiresAt}>{when(link.expiresAt)}</time>
              </span>
              <button type="button" className={`${secondaryButtonClass} text-red-700`} aria-label={`Revoke the preview link made ${when(link.createdAt)}`} onClick={() => void revoke.run(link)}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
