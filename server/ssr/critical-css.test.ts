// A page's critical CSS, picked from a small stylesheet cut by the build's own reader: what it
// keeps and drops, the themes' custom properties, and where the whole stylesheet is linked.
import { describe, expect, it } from 'vitest';
import { cssRules } from '../../scripts/build/css-rules.mjs';
import { CRITICAL_CSS_LIMIT, criticalCss, pageTokens, styledPage } from './critical-css';
import { pageOutline } from './page-outline';

const SHEET = [
  '@layer theme{:root,:host{--color-ink:#111;--color-paper:#fff;--color-unused:#abc;--font-sans:X}}',
  '@layer base{*,:before{box-sizing:border-box}h1{margin:0}table{border-collapse:collapse}}',
  '@layer components{.card{background:var(--color-paper)}}',
  '@layer utilities{.text-ink{color:var(--color-ink)}.spin{animation:spin 1s linear infinite}.unused{color:red}.shadow{--tw-shadow:1px;box-shadow:var(--tw-shadow)}@media (hover:hover){.hover\\:x:hover{color:red}}}',
  ':root[data-theme=dark]{color-scheme:dark;--color-ink:#eee;--color-paper:#000;--color-unused:#123;--x:1}',
  '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--color-ink:#eee;--color-paper:#000;--color-unused:#123;--x:1}}',
  'folio-island{display:contents}@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}',
  '@keyframes spin{to{rotate:1turn}}@keyframes pulse{50%{opacity:.5}}@property --tw-shadow{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}',
].join('');
const rules = cssRules(SHEET);
const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body>${body}</body></html>`;

describe('criticalCss', () => {
  const { css } = criticalCss(rules, pageTokens(page('<h1 class="text-ink card shadow hover:x">Hi</h1><folio-island></folio-island>')));

  it('keeps the rules the page can use, in order, after the layer order', () => {
    expect(css.startsWith('@layer theme,base,components,utilities;@layer theme{')).toBe(true);
    for (const kept of ['h1{margin:0}', '.card{', '.text-ink{', '.shadow{', 'folio-island{display:contents}', '@view-transition{navigation:auto}', '*,:before{box-sizing:border-box}']) expect(css).toContain(kept);
    for (const dropped of ['table{', '.unused{', '.spin{', '@keyframes', '.hover\\:x']) expect(css).not.toContain(dropped);
    expect(css.indexOf('.card{')).toBeLessThan(css.indexOf('.text-ink{'));
  });

  it('keeps the custom properties the kept rules read, in both themes, and the @property they set', () => {
    expect(css).toContain(':root,:host{--color-ink:#111;--color-paper:#fff}');
    expect(css).toContain(':root[data-theme=dark]{color-scheme:dark;--color-ink:#eee;--color-paper:#000}');
    expect(css).toContain(':root:not([data-theme=light]){--color-ink:#eee;--color-paper:#000}');
    expect(css).toContain('@property --tw-shadow{');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--tw-unused');
  });

  it('keeps a @keyframes only for a kept animation, and never lets the CSS close its <style>', () => {
    const spinning = criticalCss(rules, pageTokens(page('<p class="spin">…</p>'))).css;
    expect(spinning).toContain('@keyframes spin{');
    expect(spinning).not.toContain('@keyframes pulse');
    const hostile = cssRules('.a{content:"</style><script>"}');
    expect(criticalCss(hostile, new Set(['.a'])).css).toBe('.a{content:"<\\/style><script>"}');
  });
});

describe('pageOutline', () => {
  it('leaves out closed dialogs and templates, decodes class names, and allows no cut inside an island', () => {
    const outline = pageOutline(
      page('<header><dialog class="drawer"><p class="in-dialog">x</p></dialog><dialog open class="shown"></dialog></header><main><div class="[&amp;_p]:x">a</div><folio-island><div>b</div><div>c</div></folio-island><section>d</section></main>'),
    );
    const tokens = outline.elements.flatMap((element) => element.tokens);
    expect(tokens).not.toContain('.drawer');
    expect(tokens).not.toContain('.in-dialog');
    expect(tokens).toContain('.shown');
    expect(tokens).toContain('.[&_p]:x');
    expect(outline.elements.filter((element) => element.cut).map((element) => element.tokens[0])).toEqual(['div', 'folio-island', 'section']);
  });
});

describe('styledPage', () => {
  const href = '/assets/styles-abc.css';
  const link = `<link rel="stylesheet" href="${href}"/>`;

  it('inlines the whole critical CSS after the head tags, and links the stylesheet at the end of <body>', () => {
    const { html, inline, inlineBytes } = styledPage(page('<main><h1 class="text-ink">Hi</h1></main>'), { rules, href });
    expect(inline).toBe('whole');
    expect(inlineBytes).toBeGreaterThan(0);
    expect(html).toMatch(new RegExp(`<title>T</title><style>@layer theme.*</style></head><body><main><h1 class="text-ink">Hi</h1></main>${link}</body>`));
  });

  it('cuts a page whose CSS is over the limit between blocks of <main>, and links the stylesheet there', () => {
    // Each block needs a rule of its own of ~1 KB: the page's CSS is far over the limit.
    const blocks = Array.from({ length: 40 }, (_, n) => n);
    const big = cssRules(blocks.map((n) => `.b${n}{content:"${'x'.repeat(1000)}"}`).join(''));
    const body = `<main>${blocks.map((n) => `<section class="b${n}">${n}</section>`).join('')}</main>`;
    const { html, inline, inlineBytes } = styledPage(page(body), { rules: big, href });
    expect(inline).toBe('top');
    expect(inlineBytes).toBeLessThanOrEqual(CRITICAL_CSS_LIMIT);
    // As many blocks as their rules fit in the limit of 16,000 bytes (each rule is 1,010 bytes): 15.
    const inlined = html.slice(html.indexOf('<style>'), html.indexOf('</style>')).match(/\.b\d+\{/g)!;
    expect(inlined).toEqual(blocks.slice(0, 15).map((n) => `.b${n}{`));
    expect(html).toContain(`<section class="b14">14</section>${link}<section class="b15">`);
    expect(html.split(link)).toHaveLength(2);
  });

  it('never cuts inside a flex row or a grid: its children would move when the rest came', () => {
    const blocks = Array.from({ length: 40 }, (_, n) => n);
    const big = cssRules(blocks.map((n) => `.b${n}{content:"${'x'.repeat(1000)}"}`).join(''));
    for (const layout of ['flex', 'md:grid', 'flex flex-col md:flex-row']) {
      const body = `<main><div class="${layout} gap-2">${blocks.map((n) => `<div class="b${n}">${n}</div>`).join('')}</div><section>after</section></main>`;
      const { html } = styledPage(page(body), { rules: big, href });
      expect(html.slice(html.indexOf(`class="${layout} gap-2"`), html.indexOf('<section>')), layout).not.toContain(link);
    }
    // A flex column only stacks its children: a cut inside it moves nothing above.
    const column = `<main><div class="flex flex-col gap-2">${blocks.map((n) => `<div class="b${n}">${n}</div>`).join('')}</div></main>`;
    expect(styledPage(page(column), { rules: big, href }).inline).toBe('top');
  });

  it("never cuts inside a rendered body: the content's markup stays as written", () => {
    const blocks = Array.from({ length: 40 }, (_, n) => n);
    const big = cssRules(blocks.map((n) => `.b${n}{content:"${'x'.repeat(1000)}"}`).join(''));
    const body = `<main><h1>Title</h1><div class="prose" data-rich-text="">${blocks.map((n) => `<div class="b${n}">${n}</div>`).join('')}</div><section>after</section></main>`;
    const { html } = styledPage(page(body), { rules: big, href });
    const richText = html.slice(html.indexOf('data-rich-text'), html.indexOf('<section>'));
    expect(richText).not.toContain(link);
    expect(html).toContain(`<h1>Title</h1>${link}<div class="prose" data-rich-text="">`);
  });

  it('links the stylesheet in the head, and says so, when not even the top of the page fits', () => {
    const big = cssRules(`.top{content:"${'x'.repeat(CRITICAL_CSS_LIMIT)}"}`);
    const told: number[] = [];
    const { html, inline } = styledPage(page('<header class="top"></header><main><p>a</p></main>'), { rules: big, href, onOverLimit: (bytes) => told.push(bytes) });
    expect(inline).toBe('none');
    expect(html).toContain(`<title>T</title>${link}</head>`);
    expect(html).not.toContain('<style>');
    expect(told).toEqual([expect.any(Number)]);
    expect(told[0]).toBeGreaterThan(CRITICAL_CSS_LIMIT);
  });

  it('links the stylesheet in the head when the build has no rules (an older build)', () => {
    expect(styledPage(page('<main></main>'), { href }).html).toContain(`${link}</head>`);
  });
});
