// The template tags other generators leave in a post's Markdown, read as what they meant instead
// of being printed as `{{< figure … >}}` or `{% highlight js %}`: Hugo's figure and video
// shortcodes, Jekyll's highlight blocks and site-URL variables, Obsidian's ![[image]] embeds.
// Any other tag line is left out and counted, so the owner is told (never silently dropped).
// Line-based, with bounded patterns: linear in the size of the body.

export interface GeneratorTagReading {
  markdown: string;
  /** Tags read as what they meant (a figure, a code block, an embed). */
  converted: number;
  /** Tag lines nothing here understands: left out of the page. */
  dropped: string[];
}

const ATTRIBUTE = /(\w+)=(?:"([^"]{0,500})"|'([^']{0,500})'|(\S{1,500}))/g;

function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) found[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  return found;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Hugo `{{< name args >}}` / `{{% name args %}}` on a line of its own, as HTML or Markdown; null when not understood. */
function hugoShortcode(name: string, args: string): string | null {
  const named = attributes(args);
  const positional = args.replace(ATTRIBUTE, '').trim().replace(/^["']|["']$/g, '');
  if (name === 'figure' && named.src) {
    const caption = named.caption ?? named.title ?? '';
    // The caption says what the picture shows: alt repeats it only when written.
    const img = `<img src="${escapeHtml(named.src)}" alt="${escapeHtml(named.alt ?? '')}">`;
    return caption ? `<figure>${img}<figcaption>${escapeHtml(caption)}</figcaption></figure>` : `<figure>${img}</figure>`;
  }
  const id = named.id ?? positional;
  if (name === 'youtube' && /^[\w-]{6,20}$/.test(id)) return `<iframe src="https://www.youtube-nocookie.com/embed/${id}" title="${escapeHtml(named.title ?? 'YouTube video')}" allowfullscreen></iframe>`;
  if (name === 'vimeo' && /^\d{4,12}$/.test(id)) return `<iframe src="https://player.vimeo.com/video/${id}" title="${escapeHtml(named.title ?? 'Vimeo video')}" allowfullscreen></iframe>`;
  return null;
}

/** A Jekyll/Liquid tag line as Markdown ('' for one that only marks text to show as written); null when not understood. */
function liquidTag(tag: string, args: string): string | null {
  if (tag === 'highlight') return `\`\`\`${/^\s*([\w+-]{1,30})/.exec(args)?.[1] ?? ''}`;
  // Jekyll's escapes: what is between them is shown as written.
  if (tag === 'raw' || tag === 'endraw' || tag === 'comment' || tag === 'endcomment') return '';
  if ((tag === 'embed' || tag === 'link') && /^\s*https?:\/\/\S+\s*$/.test(args)) return `<${args.trim()}>`;
  return null;
}

const HUGO_LINE = /^\s*\{\{[<%]\s*(\/?)([\w-]{1,40})\b(.{0,1000}?)[>%]\}\}\s*$/;
const LIQUID_LINE = /^\s*\{%-?\s*(\w{1,40})\b(.{0,1000}?)-?%\}\s*$/;
/** Jekyll's and Hugo's site-URL variables in a path: `{{ site.baseurl }}/assets/x.png` is the site path /assets/x.png. */
const SITE_URL_VARIABLE = /\{\{-?\s*(?:site\.(?:base)?url|\.Site\.BaseURL|site\.baseurl\s*\|\s*relative_url)\s*-?\}\}\/?/g;
const RELATIVE_URL_FILTER = /\{\{-?\s*["']([^"'{}]{1,500})["']\s*\|\s*(?:relative_url|absolute_url|prepend:\s*site\.baseurl)\s*-?\}\}/g;
const OBSIDIAN_EMBED = /!\[\[([^\]|\n]{1,300}\.(?:png|jpe?g|gif|webp|avif|svg))(?:\|([^\]\n]{0,200}))?\]\]/gi;

export function readGeneratorTags(source: string): GeneratorTagReading {
  // Every tag this reads starts with one of these: most posts have none, and are given back as they are.
  if (!source.includes('{{') && !source.includes('{%') && !source.includes('![[')) return { markdown: source, converted: 0, dropped: [] };
  const out: string[] = [];
  const dropped: string[] = [];
  let converted = 0;
  let fence: string | null = null;
  let liquidCode = false;
  for (const line of source.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fence) {
      if (fenceMark === fence) fence = null;
      out.push(line);
      continue;
    }
    if (liquidCode) {
      if (/^\s*\{%-?\s*endhighlight\s*-?%\}\s*$/.test(line)) {
        liquidCode = false;
        out.push('```');
      } else out.push(line);
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      out.push(line);
      continue;
    }
    const liquid = LIQUID_LINE.exec(line);
    if (liquid) {
      const [, tag, args] = liquid as unknown as [string, string, string];
      const markdown = liquidTag(tag, args);
      if (markdown === null) dropped.push(line.trim());
      else {
        converted += 1;
        if (tag === 'highlight') liquidCode = true;
        if (markdown !== '') out.push(markdown);
      }
      continue;
    }
    const hugo = HUGO_LINE.exec(line);
    if (hugo) {
      const [, closing, name, args] = hugo as unknown as [string, string, string, string];
      const html = closing ? null : hugoShortcode(name, args);
      if (html) {
        converted += 1;
        out.push('', html, '');
      } else dropped.push(line.trim());
      continue;
    }
    out.push(
      line
        .replace(RELATIVE_URL_FILTER, (_match, target: string) => {
          converted += 1;
          return target;
        })
        .replace(SITE_URL_VARIABLE, () => {
          converted += 1;
          return '/';
        })
        .replace(OBSIDIAN_EMBED, (_match, target: string, label?: string) => {
          converted += 1;
          return `![${label && !/^\d+(x\d+)?$/.test(label) ? label : target.replace(/\.[^.]+$/, '').replace(/^.*\//, '')}](<${target}>)`;
        }),
    );
  }
  if (liquidCode) out.push('```');
  return { markdown: out.join('\n'), converted, dropped };
}
