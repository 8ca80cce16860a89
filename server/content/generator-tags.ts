// The template tags other generators leave in a post's Markdown, read as what they meant instead
// of being printed as `{{< figure … >}}` or `{% highlight js %}` (shortcode-forms.ts says what
// each known one stands for): code-block tags become fenced blocks (their code shown, never run
// as HTML), admonition tags `:::type` blocks, videos the site's click-to-play link, Obsidian's
// ![[image]] embeds images, site-URL variables site paths. Any other tag — on a line of its own
// or inside a line, Hugo's `{{< >}}`/`{{% %}}`, Liquid's and Nunjucks' `{% %}` and `{{ }}`,
// Zola's `{{ name(…) }}` and `{% name(…) %}…{% end %}` — is left out with its inner text kept,
// and listed so the owner is told. Code blocks, inline code and {% raw %} stay as written.
// Line-based, with bounded patterns: linear in the size of the body.
import { admonitionOpening, codeLanguage, standaloneTag } from './shortcode-forms';

export interface GeneratorTagReading {
  markdown: string;
  /** Tags read as what they meant (a figure, a code block, an embed). */
  converted: number;
  /** Tags nothing here understands, as written: left out of the page. */
  dropped: string[];
}

/** A whole line that is one tag: Hugo `{{< name args >}}` / `{{% … %}}`, Liquid/Nunjucks/Zola `{% name args %}`, Zola `{{ name(args) }}`. */
const HUGO_LINE = /^\s*\{\{[<%]-?\s*(\/?)([\w-]{1,40})\b(.{0,1000}?)-?[>%]\}\}\s*$/;
const LIQUID_LINE = /^\s*\{%-?\s*([\w-]{1,40})\b(.{0,1000}?)-?%\}\s*$/;
const ZOLA_CALL_LINE = /^\s*\{\{-?\s*([\w-]{1,40})\((.{0,1000})\)\s*-?\}\}\s*$/;
/** Any tag inside a line. */
const INLINE_TAG = /\{\{[<%]-?\s*\/?([\w-]{1,40})([^{}]{0,1000}?)-?[>%]\}\}|\{%-?\s*([\w-]{1,40})([^{}]{0,1000}?)-?%\}|\{\{-?\s*([^{}]{1,1000}?)\s*-?\}\}/g;
/** Jekyll's and Hugo's site-URL variables in a path: `{{ site.baseurl }}/assets/x.png` is the site path /assets/x.png. */
const SITE_URL_VARIABLE = /\{\{-?\s*(?:site\.(?:base)?url|\.Site\.BaseURL|site\.baseurl\s*\|\s*relative_url)\s*-?\}\}\/?/g;
const RELATIVE_URL_FILTER = /\{\{-?\s*["']([^"'{}]{1,500})["']\s*\|\s*(?:relative_url|absolute_url|url|prepend:\s*site\.baseurl)\s*-?\}\}/g;
const MERMAID_HTML = /^\s*<(?:div|pre)\s+class=["']mermaid["']\s*>\s*$/;
/** Obsidian's inline comment, highlight and block reference (` ^abc123` at a line's end). */
const OBSIDIAN_COMMENT = /%%[^%\n]{0,1000}%%/g;
const OBSIDIAN_HIGHLIGHT = /(^|[^=])==(?=\S)([^=\n]{0,300}?\S)==(?!=)/g;
const BLOCK_REFERENCE = /\s\^(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9-]{3,40}$/;
/** WordPress's code shortcodes on a line of their own. */
const WORDPRESS_CODE = /^\s*\[(sourcecode|code|source|php|python|javascript|css|html|bash|sql)((?:\s[^\]\n]{0,200})?)\]\s*$/;
/** WordPress's shortcodes inside a line (never a Markdown link, footnote or task: only these names). */
const WORDPRESS_TAG = /\[(\/?)(caption|wp_caption|gallery|embed|youtube|vimeo|audio|video|playlist)((?:[\s=][^\]\n]{0,500})?)\](?!\()/g;
/** A remark leaf directive on a line of its own: `::github{repo="a/b"}` (Fuwari, Astro). */
const LEAF_DIRECTIVE = /^ {0,3}::([A-Za-z][\w-]{0,30})\{([^}\n]{0,300})\}\s*$/;
const OBSIDIAN_EMBED = /!\[\[([^\]|\n]{1,300}\.(?:png|jpe?g|gif|webp|avif|svg))(?:\|([^\]\n]{0,200}))?\]\]/gi;
/** Liquid's tags that only mark text to show as written, or a comment. */
const ESCAPES = new Set(['raw', 'endraw', 'comment', 'endcomment', 'verbatim', 'endverbatim']);
/** Tags that end what another opened: their inner text stays, they go unsaid (the opening is named). */
const CLOSING = /^(?:end[\w-]*|end)$/;

class TagWalk {
  readonly out: string[] = [];
  readonly dropped: string[] = [];
  converted = 0;
  /** Inside a block of code opened by a tag: the name that closes it, and the fence written. */
  private code: { closes: RegExp; fence: string } | null = null;
  private fence: string | null = null;
  private raw = false;
  /** Inside Liquid's {% comment %}: nothing of it is shown. */
  private comment = false;
  /** Inside an Obsidian `%%` comment block. */
  private obsidianComment = false;
  /** Admonition tags open, to close their `:::` block. */
  private admonitions: string[] = [];

  line(line: string): void {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (this.fence) {
      if (fenceMark && fenceMark[0] === this.fence[0] && fenceMark.length >= this.fence.length) this.fence = null;
      this.out.push(line);
      return;
    }
    if (this.code) {
      if (this.code.closes.test(line)) {
        this.out.push(this.code.fence);
        this.code = null;
      } else this.out.push(line);
      return;
    }
    if (this.obsidianComment) {
      if (line.includes('%%')) this.obsidianComment = false;
      return;
    }
    if (this.comment) {
      if (/\{%-?\s*endcomment\s*-?%\}/.test(line)) this.comment = false;
      return;
    }
    if (this.raw) {
      if (/\{%-?\s*endraw\s*-?%\}/.test(line)) {
        this.raw = false;
        this.out.push(line.replace(/\{%-?\s*endraw\s*-?%\}/, ''));
      } else this.out.push(line);
      return;
    }
    if (fenceMark) {
      this.fence = fenceMark;
      this.out.push(line);
      return;
    }
    if (MERMAID_HTML.test(line)) {
      // <div class="mermaid"> (Jekyll's and Hexo's way of drawing it in the browser): shown as mermaid code.
      this.converted += 1;
      this.out.push('````mermaid');
      this.code = { closes: /^\s*<\/(?:div|pre)>\s*$/, fence: '````' };
      return;
    }
    if (/^\s*%%\s*$/.test(line) || /^\s*%%[^%]*$/.test(line)) {
      // An Obsidian comment block: nothing of it is shown, to its closing %%.
      this.obsidianComment = !/%%[^%]*%%/.test(line);
      this.converted += 1;
      return;
    }
    const wpCode = WORDPRESS_CODE.exec(line);
    if (wpCode) {
      // WordPress's SyntaxHighlighter: [sourcecode language="python"] … [/sourcecode].
      this.converted += 1;
      const fence = '````';
      this.out.push(`${fence}${(/\b(?:language|lang)=["']?([\w+#.-]{1,30})/.exec(wpCode[2] ?? '')?.[1] ?? '').toLowerCase()}`);
      this.code = { closes: new RegExp(`^\\s*\\[/${wpCode[1]}\\]\\s*$`), fence };
      return;
    }
    const leaf = LEAF_DIRECTIVE.exec(line);
    if (leaf) {
      // Fuwari's `::github{repo="owner/name"}` card is a link to the repository; other leaf directives only their tool can draw.
      const repo = leaf[1] === 'github' ? /repo="([\w.-]{1,100}\/[\w.-]{1,100})"/.exec(leaf[2]!)?.[1] : undefined;
      if (repo) {
        this.converted += 1;
        this.out.push('', `<p><a href="https://github.com/${repo}">${repo} on GitHub</a></p>`, '');
      } else this.dropped.push(line.trim());
      return;
    }
    const whole = HUGO_LINE.exec(line) ?? LIQUID_LINE.exec(line);
    if (whole) return this.wholeTag(line, whole);
    const call = ZOLA_CALL_LINE.exec(line);
    if (call) return this.zolaCall(line, call[1]!, call[2]!);
    this.out.push(this.inline(line));
  }

  finish(): string[] {
    if (this.code) this.out.push(this.code.fence);
    while (this.admonitions.pop() !== undefined) this.out.push(':::');
    return this.out;
  }

  private wholeTag(line: string, match: RegExpExecArray): void {
    const hugo = match.length === 4;
    const closing = hugo ? match[1] === '/' : false;
    const name = (hugo ? match[2]! : match[1]!).toLowerCase();
    const args = hugo ? match[3]! : match[2]!;
    if (ESCAPES.has(name)) {
      this.converted += 1;
      if (name === 'raw') this.raw = true;
      if (name === 'comment') this.comment = true;
      return;
    }
    if (closing || CLOSING.test(name)) {
      const opened = closing ? name : name.replace(/^end/, '');
      if ((opened === '' || admonitionOpening(opened, '') !== null) && this.admonitions.length > 0) {
        this.admonitions.pop();
        this.out.push(':::');
      } else if (!closing && opened === '') return; // Zola's {% end %} of a tag left out: its opening was named.
      return;
    }
    const code = codeLanguage(name, args);
    if (code) {
      this.converted += 1;
      const fence = '````';
      if (code.title) this.out.push('', code.title, '');
      this.out.push(`${fence}${code.language}`);
      this.code = { closes: new RegExp(`^\\s*\\{[{%][<%]?-?\\s*(?:/|end)${name}\\b`), fence };
      return;
    }
    const admonition = admonitionOpening(name, args);
    if (admonition) {
      this.converted += 1;
      this.admonitions.push(name);
      this.out.push('', admonition);
      return;
    }
    this.standaloneOrDropped(line, name, args);
  }

  /** A tag that stands for a block of its own (a figure, a video, a gist link), else one left out and noted. */
  private standaloneOrDropped(line: string, name: string, args: string): void {
    const html = standaloneTag(name, args);
    if (html === null) {
      this.dropped.push(line.trim());
      return;
    }
    this.converted += 1;
    this.out.push('', html, '');
  }

  /** Zola's `{{ name(args) }}` on a line of its own: a video, a gist, an admonition with its text. */
  private zolaCall(line: string, name: string, args: string): void {
    const admonition = admonitionOpening(name, args);
    const text = /\btext\s*=\s*"([^"]{0,2000})"/.exec(args)?.[1];
    if (admonition && text !== undefined) {
      this.converted += 1;
      this.out.push('', admonition, text, ':::', '');
      return;
    }
    this.standaloneOrDropped(line, name, args);
  }

  /** A line's tags read in place; inline code and {% raw %}…{% endraw %} spans are left as written. */
  private inline(line: string): string {
    if (!line.includes('{{') && !line.includes('{%') && !line.includes('![[') && !line.includes('[') && !line.includes('%%') && !line.includes('==') && !line.includes('^')) return line;
    return line
      .split(/(`+[^`]*`+|\{%-?\s*raw\s*-?%\}.*?\{%-?\s*endraw\s*-?%\})/)
      .map((part, index) => {
        if (index % 2 === 1) return part.startsWith('`') ? part : part.replace(/^\{%-?\s*raw\s*-?%\}|\{%-?\s*endraw\s*-?%\}$/g, '');
        return this.inlineTags(part);
      })
      .join('');
  }

  private inlineTags(text: string): string {
    const count = (value: string) => {
      this.converted += 1;
      return value;
    };
    return text
      .replace(RELATIVE_URL_FILTER, (_match, target: string) => count(target))
      .replace(SITE_URL_VARIABLE, () => count('/'))
      .replace(OBSIDIAN_COMMENT, () => count(''))
      .replace(OBSIDIAN_HIGHLIGHT, (_match, before: string, text: string) => count(`${before}<mark>${text}</mark>`))
      .replace(BLOCK_REFERENCE, () => count(''))
      .replace(OBSIDIAN_EMBED, (_match, target: string, label?: string) => count(`![${label && !/^\d+(x\d+)?$/.test(label) ? label : target.replace(/\.[^.]+$/, '').replace(/^.*\//, '')}](<${target}>)`))
      .replace(WORDPRESS_TAG, (tag: string, close: string, name: string, args: string) => {
        if (close || name === 'caption' || name === 'wp_caption') return count('');
        const url = /(https?:\/\/[^\s"'\]]{1,500})/.exec(args)?.[1];
        const video = url ? standaloneTag('video', url) : null;
        if (video) return count(video);
        if (name === 'embed') return count('');
        this.dropped.push(tag);
        return '';
      })
      .replace(/\[\/embed\]/g, '')
      .replace(INLINE_TAG, (tag: string, hugoName?: string, hugoArgs?: string, liquidName?: string, liquidArgs?: string, expression?: string) => {
        const name = (hugoName ?? liquidName ?? /^([\w-]{1,40})\(/.exec(expression ?? '')?.[1] ?? '').toLowerCase();
        const args = hugoArgs ?? liquidArgs ?? expression?.replace(/^[\w-]+\(|\)$/g, '') ?? '';
        if (ESCAPES.has(name)) return count('');
        const html = name ? standaloneTag(name, args) : null;
        if (html !== null) return count(html);
        if (!CLOSING.test(name) && !tag.startsWith('{{</') && !tag.startsWith('{{%/') && !tag.startsWith('{{% /') && !tag.startsWith('{{< /')) this.dropped.push(tag);
        return '';
      });
  }
}

export function readGeneratorTags(source: string): GeneratorTagReading {
  // Every tag this reads starts with one of these: most posts have none, and are given back as they are.
  if (!source.includes('{{') && !source.includes('{%') && !source.includes('![[') && !source.includes('%%') && !source.includes('==') && !/ \^[A-Za-z0-9-]+$/m.test(source) && !source.includes('class="mermaid"') && !/^ {0,3}::[A-Za-z]/m.test(source) && !/\[\/?(?:caption|wp_caption|gallery|embed|youtube|vimeo|audio|video|playlist|sourcecode|code|source|php|python|javascript|css|html|bash|sql)[\s=\]]/.test(source)) return { markdown: source, converted: 0, dropped: [] };
  const walk = new TagWalk();
  for (const line of source.split('\n')) walk.line(line);
  return { markdown: walk.finish().join('\n'), converted: walk.converted, dropped: walk.dropped };
}
