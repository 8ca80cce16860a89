// The allowlist every content body passes through once, when it is indexed, not on every request.
// Bodies come from files anyone with repo access can edit and from the console, so nothing
// that can run script survives: no <script>, no event handlers, no javascript: URLs.
// allowlisted-markdown.ts writes plain Markdown to the same bytes without this pass; a rule added
// here that plain Markdown can meet belongs there too (its equivalence test says so; decision 057).
import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from '../../src/lib/embed-hosts';
import { isResizableImage, POST_IMAGE_SIZES, POST_IMAGE_WIDTHS, responsiveSrcSet } from '../../src/lib/image-renditions';

/**
 * Ids and anchor names from content get this prefix (as GitHub does), so a body can never take
 * an id the page itself uses (the app's state, the skip link's target) or clobber a global.
 */
export const CONTENT_ID_PREFIX = 'user-content-';

const namespaced = (value: string) => (value.startsWith(CONTENT_ID_PREFIX) ? value : CONTENT_ID_PREFIX + value);

/** id and name namespaced, and the body's own in-page links (#x) rewritten to match. */
function namespaceIds(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next = { ...attribs };
  if (next.id) next.id = namespaced(next.id);
  if (next.name) next.name = namespaced(next.name);
  // A footnote reference names the footnotes' heading as its description (marked-footnote).
  if (next['aria-describedby']) next['aria-describedby'] = namespaced(next['aria-describedby']);
  if (tagName === 'a' && next.href?.startsWith('#') && next.href.length > 1) next.href = `#${namespaced(next.href.slice(1))}`;
  return { tagName, attribs: next };
}

/**
 * A task list's box (`- [x] done`) is kept as a disabled checkbox with a name of its own (a form
 * field needs one); any other <input> is left out (notTaskCheckbox), as it always was.
 */
function taskCheckbox(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (attribs.type?.toLowerCase() !== 'checkbox') return { tagName, attribs: {} };
  const checked = attribs.checked !== undefined;
  return { tagName, attribs: { type: 'checkbox', ...(checked && { checked: '' }), disabled: '', 'aria-label': checked ? 'Done' : 'To do' } };
}
const notTaskCheckbox = (frame: sanitizeHtml.IFrame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox';

/**
 * A code block's language as a class, as the fence's info string names it: c++, c#, f#,
 * html+erb, asp.net, föö (issue 42, finding 8; CommonMark keeps any word). The class can hold no
 * whitespace, quote, angle bracket or backtick, and sanitize-html escapes what is left, so it can
 * never leave its attribute; only a `language-` class is kept, which no style of the site's uses.
 * highlight-languages.ts reads the name through its aliases.
 */
export const CODE_LANGUAGE_CLASS = /^language-[^\s"'<>`]+$/;

/**
 * The schemes a link may use: the web's, mail and phone, and the other protocols people link to
 * that run no script (chat, news, files, maps, calendars). `javascript:`, `data:`, `vbscript:` and
 * any made-up scheme are left out; allowlisted-markdown.ts checks the same list.
 */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel', 'sms', 'irc', 'ircs', 'xmpp', 'matrix', 'ftp', 'ftps', 'sftp', 'news', 'nntp', 'geo', 'webcal', 'magnet'] as const;

/** sanitize-html's options; its types (@types/sanitize-html) lack allowedEmptyAttributes, which it has read since 2.11. */
const OPTIONS: sanitizeHtml.IOptions & { allowedEmptyAttributes?: string[] } = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'iframe',
    'h1',
    'h2',
    'del',
    'ins',
    'sup',
    'sub',
    'details',
    'summary',
    'section',
    'input',
    // Admonitions and callouts (callouts.ts).
    'aside',
  ],
  allowedAttributes: {
    // aria-describedby and aria-label: footnote references and their way back (marked-footnote).
    a: ['href', 'name', 'title', 'rel', 'target', 'aria-describedby', 'aria-label'],
    input: ['type', 'checked', 'disabled', 'aria-label'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media', 'sizes'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    code: ['class'],
    pre: ['class', 'tabindex'],
    th: ['align', 'scope'],
    td: ['align'],
    ol: ['start'],
    aside: [{ name: 'role', multiple: false, values: ['note'] }],
    '*': ['id'],
  },
  // The footnotes' section and its visually hidden heading, as marked-footnote writes them.
  allowedClasses: { code: [CODE_LANGUAGE_CLASS], section: ['footnotes'], h2: ['sr-only'], aside: ['callout', /^callout-[a-z]+$/], div: ['callout-title'], a: ['video-link'] },
  allowedSchemes: [...LINK_SCHEMES],
  // `[x]()` is a link to the page itself (CommonMark writes href=""); an empty alt, a decorative image.
  allowedEmptyAttributes: ['alt', 'href'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  transformTags: {
    // External links open safely; readers of a post stay on the site otherwise.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
    input: taskCheckbox,
    // Code blocks scroll sideways; keyboard users need to be able to focus them to scroll.
    pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    '*': namespaceIds,
  },
  exclusiveFilter: notTaskCheckbox,
  // Deeper HTML is flattened rather than nested further: no reader needs it, and depth costs.
  nestingLimit: 100,
};

/**
 * Rewrites one URL written in a body (a relative image path to its served URL), keeps it, or
 * answers null for a file that is not there: the reference is then left out of the page.
 */
export type UrlResolver = (url: string) => string | null;

const URL_ATTRIBUTES: Record<string, string[]> = { img: ['src', 'srcset'], source: ['srcset'], a: ['href'] };

function resolveUrls(tagName: string, attribs: sanitizeHtml.Attributes, resolve: UrlResolver): sanitizeHtml.Attributes {
  const names = URL_ATTRIBUTES[tagName];
  if (!names) return attribs;
  const next = { ...attribs };
  for (const name of names) {
    const value = next[name];
    if (value === undefined) continue;
    const resolved =
      name === 'srcset'
        ? value
            .split(/,\s+/)
            .flatMap((candidate) => {
              const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
              const served = resolve(url);
              return served === null ? [] : [[served, ...descriptor].join(' ')];
            })
            .join(', ') || null
        : resolve(value);
    if (resolved === null) delete next[name];
    else next[name] = resolved;
  }
  return next;
}

/** A content image in a body is offered as resized renditions, unless the author wrote a srcset. */
function withRenditions(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (tagName !== 'img' || attribs.srcset || !isResizableImage(attribs.src)) return attribs;
  return { ...attribs, srcset: responsiveSrcSet(attribs.src, POST_IMAGE_WIDTHS), sizes: attribs.sizes ?? POST_IMAGE_SIZES };
}

/** The allowlisted HTML of a body; `resolve` rewrites the URLs of images and links first. */
export function sanitizeBody(html: string, resolve?: UrlResolver): string {
  if (!resolve) return sanitizeHtml(html, OPTIONS);
  return sanitizeHtml(html, {
    ...OPTIONS,
    // A missing image with no alt text is left out: an <img> with no src shows nothing.
    exclusiveFilter: (frame) => notTaskCheckbox(frame) || (frame.tag === 'img' && !frame.attribs.src && !(frame as { innerText?: string }).innerText),
    transformTags: {
      ...OPTIONS.transformTags,
      // sanitize-html runs a tag's own transform, then '*'; only a tag's own may replace its text.
      img: (tagName, attribs) => {
        const resolved = resolveUrls(tagName, attribs, resolve);
        // An image whose file is missing is shown as its alt text, never as a broken picture.
        if (attribs.src !== undefined && resolved.src === undefined) return attribs.alt?.trim() ? { tagName: 'span', attribs: {}, text: attribs.alt } : { tagName, attribs: {} };
        return { tagName, attribs: { loading: 'lazy', ...resolved } };
      },
      '*': (tagName, attribs) => namespaceIds(tagName, withRenditions(tagName, tagName === 'img' ? attribs : resolveUrls(tagName, attribs, resolve))),
    },
  });
}
