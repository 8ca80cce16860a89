import { decodeHTML } from 'entities';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { renderAllowlisted } from './allowlisted-markdown';
import { highlightCode, takeNewLanguages, type HighlightReport } from './highlight-code';
import { BLOCK_LIMITS, DEFAULT_BLOCK_LIMIT, FILE_CODE_BUDGET } from './highlight-limits';
import { languageTable } from './highlight-languages';
import { sanitizeBody } from './sanitize-body';

const marked = new Marked({ gfm: true, async: false });

/** A body as the index serves it before highlighting: Markdown through the allowlist. */
const served = (markdown: string) => sanitizeBody(marked.parse(markdown) as string).trim();
const TS_BLOCK = '```ts\nconst answer: number = 42; // why\nexport function f() { return "x"; }\nconst s = "</code><script>alert(1)</script>";\n```';
const JS_BLOCK = '```js\nif (a < b && c > d) console.log(\'<ok>\');\n```';
const textOf = (html: string) => decodeHTML(html.replace(/<[^>]*>/g, ''));

describe('highlightCode', () => {
  it('gives a TypeScript block token spans and keeps its text', async () => {
    const html = served(TS_BLOCK);
    const highlighted = await highlightCode(html);
    expect(highlighted).toMatch(/^<pre tabindex="0"><code class="language-ts"><span class="tok-keyword">const<\/span>/);
    expect(highlighted).toContain('<span class="tok-comment">// why</span>');
    expect(highlighted).toContain('<span class="tok-string-expression">"x"</span>');
    expect(textOf(highlighted)).toBe(textOf(html));
  });

  it('answers the same on the direct path as on the sanitize path', async () => {
    const markdown = `# Title\n\nSome \`inline\` code.\n\n${JS_BLOCK}\n\n\`\`\`yml\nkey: value\n\`\`\`\n`;
    const direct = renderAllowlisted(markdown, (url) => url);
    expect(direct).not.toBeNull();
    expect(await highlightCode(direct!.trim())).toBe(await highlightCode(served(markdown)));
  });

  it('loads languages by their aliases: sh, yml, py', async () => {
    for (const language of ['sh', 'yml', 'py']) {
      const highlighted = await highlightCode(served(`\`\`\`${language}\n# a comment\n\`\`\``));
      expect(highlighted, language).toContain('<span class="tok-comment"># a comment</span>');
    }
  });

  it('leaves a block in an unknown language, or none, as it was', async () => {
    for (const markdown of ['```klingon\nqapla\'\n```', '```\nplain <text>\n```', '```text\nplain\n```']) {
      const html = served(markdown);
      expect(await highlightCode(html), markdown).toBe(html);
    }
  });

  it('keeps hostile text escaped', async () => {
    const html = served('```html\n</code></pre><script>alert(1)</script><img src=x onerror=alert(1)>\n```\n\n```ts\nconst s = "</code><script>alert(1)</script>";\n```');
    const highlighted = await highlightCode(html);
    expect(highlighted).toContain('<span class="tok-');
    expect(highlighted).not.toMatch(/<(?!\/?(?:pre|code|span)\b)/);
    expect(highlighted).not.toMatch(/<(?:pre|code|span)\b(?![^>]*>)/);
    expect(textOf(highlighted)).toBe(textOf(html));
    expect(sanitizeBody(highlighted.replace(/<span class="tok-[a-z-]+">|<\/span>/g, ''))).toBe(html);
  });

  it('leaves a block with markup inside (an HTML body) as written', async () => {
    const html = sanitizeBody('<pre><code class="language-ts">const <b>x</b> = 1;</code></pre>');
    expect(await highlightCode(html)).toBe(html);
  });

  it('leaves a huge block plain, and highlights the next one', async () => {
    const huge = 'const x = 1;\n'.repeat(Math.ceil(DEFAULT_BLOCK_LIMIT / 12));
    const html = served(`\`\`\`ts\n${huge}\`\`\`\n\n\`\`\`ts\nconst y = 2;\n\`\`\``);
    const highlighted = await highlightCode(html);
    const [first, second] = highlighted.split('</pre>');
    expect(first).not.toContain('<span');
    expect(second).toContain('<span class="tok-keyword">const</span>');
  });

  it("leaves a block longer than its grammar's limit plain before Prism sees it, says so, and highlights the next one", () => {
    // C# backtracks over lines of `a.a.a…` (1.8 s of CPU for 20,000 characters): it is coloured up to its limit.
    const limit = BLOCK_LIMITS.csharp!;
    expect(limit).toBeLessThan(DEFAULT_BLOCK_LIMIT);
    const line = `${'a.'.repeat(450)}\n`;
    const block = line.repeat(Math.ceil((limit + 1) / line.length));
    const report: HighlightReport = { overLimit: [], overBudget: 0 };
    const started = performance.now();
    const [first, second] = highlightCode(served(`\`\`\`cs\n${block}\`\`\`\n\n\`\`\`csharp\nvar y = 2;\n\`\`\``), report).split('</pre>');
    expect(performance.now() - started).toBeLessThan(1000); // generous: it was seconds
    expect(first).not.toContain('<span');
    expect(second).toContain('<span class="tok-keyword">var</span>');
    expect(report).toEqual({ overLimit: [{ language: 'csharp', chars: block.length, limit }], overBudget: 0 });
  });

  it("colours a body's code up to its budget, a slow grammar's block counting for more, then leaves the rest plain", () => {
    // Go has no limit of its own: a block weighs its characters.
    expect(BLOCK_LIMITS.go).toBeUndefined();
    const go = (chars: number) => `\`\`\`go\nfunc f() {}\n${'x := 1\n'.repeat(Math.floor((chars - 12) / 7))}\`\`\``;
    const full = DEFAULT_BLOCK_LIMIT - 10;
    const blocks = [go(full), go(full), go(FILE_CODE_BUDGET - 2 * DEFAULT_BLOCK_LIMIT), go(2000), go(100)];
    const report: HighlightReport = { overLimit: [], overBudget: 0 };
    const pieces = highlightCode(served(blocks.join('\n\n')), report).split('</pre>');
    expect(pieces.slice(0, 5).map((piece) => piece.includes('<span class="tok-keyword">func</span>'))).toEqual([true, true, true, false, false]);
    expect(report).toEqual({ overLimit: [], overBudget: 2 });
    // A block of SCSS at its limit takes as much of the budget as a full block of Go.
    const scss = `\`\`\`scss\n${'a { b: c; }\n'.repeat(Math.floor(BLOCK_LIMITS.scss! / 12))}\`\`\``;
    const heavy: HighlightReport = { overLimit: [], overBudget: 0 };
    highlightCode(served([scss, scss, scss, go(1000)].join('\n\n')), heavy);
    expect(heavy.overBudget).toBe(1);
  });

  it('has a limit only for languages a block may name', () => {
    const { ids } = languageTable();
    expect(Object.keys(BLOCK_LIMITS).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.values(BLOCK_LIMITS).every((limit) => limit > 0 && limit < DEFAULT_BLOCK_LIMIT)).toBe(true);
  });

  it('leaves a block with a very long line plain (minified code), and highlights the next one', async () => {
    const html = served(`\`\`\`js\nvar a = [${'"x",'.repeat(3000)}];\nlet b = 1;\n\`\`\`\n\n\`\`\`js\nlet c = 2;\n\`\`\``);
    const [first, second] = (await highlightCode(html)).split('</pre>');
    expect(first).not.toContain('<span');
    expect(second).toContain('<span class="tok-keyword">let</span>');
  });

  it('folds nested tokens into spans that close in order, and gives punctuation none', async () => {
    const highlighted = await highlightCode(served('```ts\nconst s = `a ${load(path)} b`;\nfunction load(path: string): Promise<void> {}\n```'));
    expect(highlighted).toContain('<span class="tok-function">load</span>');
    expect(highlighted).toContain('<span class="tok-constant">string</span>');
    expect(highlighted).toContain('<span class="tok-string-expression">`a <span class="tok-parameter">${<span class="tok-function">load</span>(path)}</span> b`</span>');
    expect(highlighted).not.toContain('tok-punctuation');
    expect(highlighted.match(/<span/g)?.length).toBe(highlighted.match(/<\/span>/g)?.length);
  });

  it('highlights the languages people name by file extension or habit: zsh, golang, rs, html, diff', async () => {
    for (const [language, code, expected] of [
      ['zsh', 'echo "$HOME"', '<span class="tok-string-expression">"<span class="tok-constant">$HOME</span>"</span>'],
      ['golang', 'func main() {}', '<span class="tok-keyword">func</span>'],
      ['rs', 'fn main() { return; }', '<span class="tok-keyword">fn</span>'],
      ['html', '<div class="a">x</div>', '<span class="tok-parameter">class</span>'],
      ['diff', '@@ -1 +1 @@\n- old\n+ new', '<span class="tok-comment">@@ -1 +1 @@</span>\n<span class="tok-keyword">- old\n</span><span class="tok-string-expression">+ new\n</span>'],
    ]) expect(await highlightCode(served(`\`\`\`${language}\n${code}\n\`\`\``)), language).toContain(expected);
  });

  it('tells which languages it loaded since it was last asked, each once', () => {
    takeNewLanguages();
    highlightCode('<pre><code class="language-hs">main = print 1</code></pre><pre><code class="language-haskell">x = 2</code></pre>');
    expect(takeNewLanguages()).toEqual(['haskell']);
    // TSX builds on JSX and TypeScript: their grammars load with it, and the block's language alone is named.
    highlightCode('<pre><code class="language-tsx">const a = 1;</code></pre>');
    expect(takeNewLanguages()).toEqual(['tsx']);
    highlightCode('<pre><code class="language-haskell">y = 3</code></pre>');
    expect(takeNewLanguages()).toEqual([]);
  });
});
