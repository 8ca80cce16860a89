// What each template tag another generator leaves in a post stands for, as Markdown or HTML
// (generator-tags.ts walks the body and finds them): Hugo's and Zola's shortcodes, Jekyll's,
// Hexo's and Eleventy's Liquid/Nunjucks tags. Code-block tags open a fenced block, admonition
// tags a `:::type[title]` block (callouts.ts), videos the site's click-to-play link, a gist a
// link. A tag answered with null is one only its generator can run: left out, with a note.

const ATTRIBUTE = /(\w+)=(?:"([^"]{0,500})"|'([^']{0,500})'|(\S{1,500}))/g;

/** `key="value"` pairs of a tag (lower-case keys), and the words written without a key. */
export function tagArguments(text: string): { named: Record<string, string>; words: string[] } {
  const named: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) named[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  const rest = text.replace(ATTRIBUTE, ' ').replace(/[(),]/g, ' ');
  const words = [...rest.matchAll(/"([^"]{0,500})"|'([^']{0,500})'|(\S{1,500})/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
  return { named, words };
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A video as the site shows one in a body: a link to the video that the page turns into its
 * click-to-play player (src/page-script/video-links.ts), so no other site is contacted before the visitor
 * asks; without JavaScript it is a plain link.
 */
export function videoLink(host: 'youtube' | 'vimeo', id: string, title?: string): string | null {
  if (host === 'youtube' && !/^[\w-]{6,20}$/.test(id)) return null;
  if (host === 'vimeo' && !/^\d{4,12}$/.test(id)) return null;
  const url = host === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
  const name = host === 'youtube' ? 'YouTube' : 'Vimeo';
  return `<p><a class="video-link" href="${url}">${escapeHtml(title ? `Play video: ${title} (${name})` : `Play video on ${name}`)}</a></p>`;
}

/** A tag that opens a block of code, and the language it names (`highlight go "linenos=table"`, `codeblock lang:ruby`, `highlight "js"`). */
export function codeLanguage(name: string, args: string): { language: string; title: string } | null {
  const { named, words } = tagArguments(args.replace(/\blang:([\w+#.-]{1,30})/, 'lang="$1"'));
  if (name === 'highlight') return { language: (named.lang ?? words[0] ?? '').replace(/[^\w+#.-]/g, ''), title: '' };
  if (name === 'codeblock' || name === 'code' || name === 'include_code') {
    // Hexo: [title] [lang:language] [url] [link text]; the title is every word before the first URL.
    const title = words.filter((word) => !/^https?:\/\//.test(word) && !/^\w+:\S/.test(word)).join(' ');
    return { language: (named.lang ?? '').replace(/[^\w+#.-]/g, ''), title: name === 'include_code' ? '' : title };
  }
  if (name === 'mermaid') return { language: 'mermaid', title: '' };
  return null;
}

/** Tags that wrap an admonition (Hexo's note, Hugo themes' admonition/notice/hint/alert/callout, Zola's admonition). */
const ADMONITION_TAGS = new Set(['note', 'admonition', 'notice', 'hint', 'alert', 'callout', 'tip', 'warning', 'info', 'danger']);

/** The `:::type[title]` line an admonition tag opens, or null. */
export function admonitionOpening(name: string, args: string): string | null {
  if (!ADMONITION_TAGS.has(name)) return null;
  const { named, words } = tagArguments(args);
  const type = named.type ?? named.class ?? (['tip', 'warning', 'info', 'danger'].includes(name) ? name : words.find((word) => /^[a-z]{2,20}$/i.test(word) && !/^(no-icon|true|false)$/i.test(word))) ?? 'note';
  const title = (named.title ?? '').replace(/[[\]]/g, '');
  return `:::${type.toLowerCase()}${title ? `[${title}]` : ''}`;
}

/** A tag that stands alone (on its line or inline) as Markdown/HTML, or null. `section`: where posts are served. */
export function standaloneTag(name: string, args: string, section = '/blog'): string | null {
  const { named, words } = tagArguments(args);
  const first = named.id ?? words[0] ?? '';
  switch (name) {
    case 'figure':
    case 'img':
    case 'image':
    case 'asset_img': {
      const src = named.src ?? words[0];
      if (!src) return null;
      const caption = named.caption ?? named.title ?? (name === 'figure' ? '' : words.slice(1).join(' ').replace(/^["']|["']$/g, ''));
      const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(named.alt ?? (name === 'figure' ? '' : caption))}">`;
      return caption && name === 'figure' ? `<figure>${img}<figcaption>${escapeHtml(caption)}</figcaption></figure>` : name === 'figure' ? `<figure>${img}</figure>` : img;
    }
    case 'include':
    case 'partial': {
      // Jekyll's {% include image.html url="…" description="…" %} (and themes' figure includes): the picture it draws.
      const src = named.src ?? named.url ?? named.image ?? named.file ?? named.path;
      if (!src || !/\.(?:png|jpe?g|gif|webp|avif|svg)(?:[?#].*)?$/i.test(src)) return null;
      const alt = named.alt ?? named.description ?? named.caption ?? named.title ?? '';
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`;
    }
    case 'youtube':
    case 'youtube-nocookie':
      return videoLink('youtube', first, named.title);
    case 'vimeo':
      return videoLink('vimeo', first, named.title);
    case 'video': {
      // Quarto: {{< video https://www.youtube.com/embed/ID >}}, youtu.be/ID, vimeo.com/ID.
      const url = named.src ?? words[0] ?? '';
      const youtube = /^https?:\/\/(?:www\.)?(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=)|youtu\.be\/)([\w-]{6,20})/.exec(url)?.[1];
      const vimeo = /^https?:\/\/(?:player\.)?vimeo\.com\/(?:video\/)?(\d{4,12})/.exec(url)?.[1];
      return youtube ? videoLink('youtube', youtube, named.title) : vimeo ? videoLink('vimeo', vimeo, named.title) : null;
    }
    case 'gist': {
      // Hugo `gist user id [file]`, Jekyll `gist user/id [file]`, Zola `gist(url=…)`.
      const given = named.url ?? (words[0]?.startsWith('https://') ? words[0] : undefined);
      const url = given?.replace(/\.js$/, '') ?? (words[0]?.includes('/') ? `https://gist.github.com/${words[0]}` : words[1] ? `https://gist.github.com/${words[0]}/${words[1]}` : '');
      return /^https:\/\/gist\.github\.com\/[\w-]{1,40}(?:\/[\w]{1,64})?$/.test(url) ? `<a href="${url}">${escapeHtml(`Gist: ${url.replace('https://gist.github.com/', '')}`)}</a>` : null;
    }
    case 'tweet':
    case 'x': {
      const user = named.user ?? words[0];
      const id = named.id ?? words[1];
      return user && id && /^\w{1,15}$/.test(user) && /^\d{5,25}$/.test(id) ? `<a href="https://twitter.com/${user}/status/${id}">${escapeHtml(`Post by @${user} on X`)}</a>` : null;
    }
    case 'embed':
    case 'link':
    case 'post_url':
    case 'post_link':
    case 'ref':
    case 'relref': {
      const target = named.url ?? words[0] ?? '';
      if (/^https?:\/\/\S+$/.test(target)) return name === 'embed' || name === 'link' ? `<${target}>` : target;
      // A post named by its file (`2010-07-21-name`, `_posts/2016-07-26-name.md`, `posts/name.md`): its address here.
      const stem = target.replace(/#.*$/, '').split('/').pop()?.replace(/\.\w+$/, '').replace(/^\d{4}-\d{1,2}-\d{1,2}-/, '') ?? '';
      if (!/^[\w-]{1,120}$/.test(stem)) return null;
      const address = `${section}/${stem.toLowerCase().replace(/_/g, '-')}`;
      return name === 'post_link' ? `[${words.slice(1).join(' ') || stem}](${address})` : address;
    }
    case 'github': {
      // dev.to's {% github owner/repo %}, Fuwari's card: a link to the repository.
      const repo = (named.repo ?? words[0] ?? '').replace(/^https:\/\/github\.com\//, '');
      return /^[\w.-]{1,100}\/[\w.-]{1,100}$/.test(repo) ? `<a href="https://github.com/${repo}">${escapeHtml(repo)} on GitHub</a>` : null;
    }
    default: {
      // An embed of another site (dev.to's {% codepen https://… %}, {% stackblitz … %}): a link to what it shows.
      const url = named.url ?? named.src ?? words[0] ?? '';
      return /^https:\/\/[\w.-]{1,200}\/\S{0,800}$/.test(url) ? `<${url}>` : null;
    }
  }
}
