// Admonitions and callouts as other tools write them, turned into the site's own asides before
// marked reads the body: directive blocks (`:::note`, `:::tip[Title]`, `::: warning Title`,
// Docusaurus, Astro/Starlight, VitePress, Fuwari), GitHub alerts (`> [!NOTE]`) and Obsidian
// callouts (`> [!info]- Title`, foldable ones shown open), Quarto's and Pandoc's `::: {.callout-tip}`
// (titled by `title="…"` or the heading it opens with). Each becomes
//   <aside class="callout callout-<style>" role="note"><div class="callout-title">Title</div> … </aside>
// with the Markdown inside left as Markdown (an HTML block ends at a blank line, so what follows
// it is read as Markdown again). Six styles, in both themes (src/styles.css "Callouts"). Other
// Pandoc fenced divs (`::: {.column-margin}`) are layout: their markers go, their text stays.
// Code blocks are left as written, but for a Quarto cell's ```{python} fence, which names its
// language the plain way. Line by line, no backtracking patterns: linear in the body's size.

/** The site's styles, and the words other tools use for each (Obsidian's aliases, GitHub's five). */
const STYLES: Record<string, string> = {
  note: 'note', abstract: 'note', summary: 'note', tldr: 'note', quote: 'note', cite: 'note', example: 'note', todo: 'note', seealso: 'note', secondary: 'note',
  tip: 'tip', hint: 'tip', success: 'tip', check: 'tip', done: 'tip',
  info: 'info', question: 'info', help: 'info', faq: 'info', primary: 'info',
  important: 'important',
  warning: 'warning', warn: 'warning', attention: 'warning',
  danger: 'danger', caution: 'danger', error: 'danger', bug: 'danger', failure: 'danger', fail: 'danger', missing: 'danger',
};

export interface CalloutReading {
  markdown: string;
  /** How many asides were made. */
  count: number;
  /** Types no tool here names (`:::spoiler`): shown in the note style, with their word as the title. */
  unknown: string[];
  /** Pandoc/Quarto layout blocks (`::: {.column-margin}`) shown as their content. */
  unwrapped: number;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const titleCase = (word: string) => (word.length <= 3 ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase());

/** A title written in Markdown as plain text: the marks go, the words stay. */
function plainTitle(title: string): string {
  return title.replace(/!?\[([^\]]{0,200})\]\([^)]{0,500}\)/g, '$1').replace(/[*_`]+/g, '').trim();
}

const DIRECTIVE_OPEN = /^ {0,3}(:{3,})[ \t]*([A-Za-z][\w-]{0,30})(?:\[([^\]\n]{0,200})\])?(?:\{[^}\n]{0,200}\})?[ \t]*(.{0,200})$/;
const DIRECTIVE_CLOSE = /^ {0,3}(:{3,})[ \t]*$/;
/** Pandoc's fenced div: `::: {.callout-note title="…"}`, `:::{.column-margin}`, `::: {#fig-map}`. */
const FENCED_DIV = /^ {0,3}(:{3,})[ \t]*\{([^}\n]{0,300})\}[ \t]*$/;
/** Python-Markdown's CodeHilite: an indented block that opens with `:::python` (or `#!python`). */
const CODEHILITE = /^(?: {4}|\t)(?::::|#!)([A-Za-z][\w+-]{0,30})[ \t]*$/;
/** A Quarto or R Markdown code cell's fence: ```{python}, ```{r echo=FALSE}. */
const CELL_FENCE = /^( {0,3}`{3,})\{([A-Za-z][\w+-]{0,30})[^}\n]{0,200}\}[ \t]*$/;
const ALERT = /^ {0,3}>[ \t]?\[!([A-Za-z][\w-]{0,30})\]([+-]?)[ \t]*(.{0,200})$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The body with every admonition and callout written as the site's aside. */
export function readCallouts(source: string): CalloutReading {
  if (!source.includes(':::') && !source.includes('[!') && !source.includes('```{') && !source.includes('#!')) return { markdown: source, count: 0, unknown: [], unwrapped: 0 };
  const reading: CalloutReading = { markdown: '', count: 0, unknown: [], unwrapped: 0 };
  reading.markdown = walk(source.split('\n'), reading).join('\n');
  return reading;
}

function opening(type: string, title: string, reading: CalloutReading): string[] {
  const key = type.toLowerCase();
  reading.count += 1;
  if (key === 'details') return ['', `<details><summary>${escapeHtml(plainTitle(title) || 'Details')}</summary>`, ''];
  const style = STYLES[key];
  if (!style && !reading.unknown.includes(key)) reading.unknown.push(key);
  const shown = plainTitle(title) || titleCase(type);
  return ['', `<aside class="callout callout-${style ?? 'note'}" role="note">`, `<div class="callout-title">${escapeHtml(shown)}</div>`, ''];
}

const closing = (type: string) => (type === '' ? [''] : ['', type.toLowerCase() === 'details' ? '</details>' : '</aside>', '']);

/** Callouts nested deeper than this are left as quotes: no one writes them, and each level re-reads its lines. */
const MAX_DEPTH = 8;

function walk(lines: string[], reading: CalloutReading, depth = 0): string[] {
  const out: string[] = [];
  const open: { colons: number; type: string }[] = [];
  let fence: string | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length && line.trim() === fenceMark) fence = null;
      out.push(line);
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      const cell = CELL_FENCE.exec(line);
      out.push(cell ? `${cell[1]}${cell[2]!.toLowerCase()}` : line);
      continue;
    }
    const close = DIRECTIVE_CLOSE.exec(line);
    if (close && open.length > 0) {
      // The innermost block this many colons can close (a longer fence closes an outer block).
      const at = open.map((block) => block.colons <= close[1]!.length).lastIndexOf(true);
      if (at !== -1) {
        for (const block of open.splice(at).reverse()) out.push(...closing(block.type));
        continue;
      }
    }
    const codehilite = CODEHILITE.exec(line);
    if (codehilite && (index === 0 || lines[index - 1]!.trim() === '')) {
      // Python-Markdown's (Pelican's) indented block whose first line names its language: a fenced block.
      const code: string[] = [];
      while (index + 1 < lines.length && (/^(?: {4}|\t)/.test(lines[index + 1]!) || (lines[index + 1]!.trim() === '' && /^(?: {4}|\t)/.test(lines[index + 2] ?? '')))) code.push(lines[++index]!.replace(/^(?: {4}|\t)/, ''));
      out.push(`\`\`\`\`${codehilite[1]!.toLowerCase()}`, ...code, '````');
      continue;
    }
    const div = FENCED_DIV.exec(line);
    if (div) {
      const callout = /(?:^|\s)\.callout-([a-z]+)/.exec(div[2]!);
      if (callout) {
        // Quarto titles a callout by title="…", else by the heading it opens with.
        let title = /\btitle="([^"]{0,200})"/.exec(div[2]!)?.[1] ?? '';
        const heading = /^#{1,6}[ \t]+(.+?)[ \t#]*$/.exec(lines[index + 1] ?? '');
        if (!title && heading) {
          title = heading[1]!;
          index += 1;
        }
        open.push({ colons: div[1]!.length, type: callout[1]! });
        out.push(...opening(callout[1]!, title, reading));
      } else {
        reading.unwrapped += 1;
        open.push({ colons: div[1]!.length, type: '' });
      }
      continue;
    }
    const directive = DIRECTIVE_OPEN.exec(line);
    if (directive && !close) {
      const [, colons, type, bracketed, rest] = directive as unknown as [string, string, string, string | undefined, string];
      open.push({ colons: colons.length, type });
      out.push(...opening(type, bracketed ?? rest, reading));
      continue;
    }
    const alert = ALERT.exec(line);
    if (alert && depth < MAX_DEPTH && (index === 0 || !/^ {0,3}>/.test(lines[index - 1]!))) {
      const [, type, , title] = alert as unknown as [string, string, string, string];
      const inner: string[] = [];
      while (index + 1 < lines.length && /^ {0,3}>/.test(lines[index + 1]!)) inner.push(lines[++index]!.replace(/^ {0,3}>[ \t]?/, ''));
      out.push(...opening(type, title, reading), ...walk(inner, reading, depth + 1), ...closing(type));
      continue;
    }
    out.push(line);
  }
  for (const block of open.reverse()) out.push(...closing(block.type));
  return out;
}
