import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesInHtml, criticalCss, parseStylesheet } from './critical-css';

const SHEET = [
  '/*! banner */',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-brand-600:#7c3aed}}',
  '@layer base{*,:after,:before{box-sizing:border-box}body{margin:0}}',
  '@layer utilities{.flex{display:flex}.hidden{display:none}.sm\\:px-16{padding-inline:4rem}.w-\\[320px\\]{width:320px}',
  '.bg-brand-600\\/90{background:red}.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}',
  '.\\32 xl\\:grid{display:grid}.a,.b{color:red}.content-\\[\\"\\}\\"\\]{content:"}"}',
  ':where(.space-y-4>:not(:last-child)){margin-top:1rem}}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:hidden{display:none}}',
  '@media (min-width:64rem){.lg\\:hidden{display:none}}',
  '@keyframes pulse{50%{opacity:.5}}',
  '@property --tw-x{syntax:"*";inherits:false}',
].join('');

const page = (classes: string) => `<html><body><div class="${classes}"></div></body></html>`;

describe('critical CSS', () => {
  const sheet = parseStylesheet(SHEET);

  it('keeps what the page uses and the rules without classes, and drops the rest', () => {
    const css = criticalCss(sheet, page('flex sm:px-16 w-[320px] sm:flex'));
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.sm\\:px-16{');
    expect(css).toContain('.w-\\[320px\\]{');
    expect(css).toContain('@media (min-width:40rem){.sm\\:flex{display:flex}}');
    expect(css).toContain(':root,:host{--color-brand-600:#7c3aed}');
    expect(css).toContain('*,:after,:before{box-sizing:border-box}body{margin:0}');
    expect(css).toContain(':where(.space-y-4>:not(:last-child))');
    expect(css).toContain('@layer theme,base,components,utilities;');
    expect(css).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(css).toContain('@property --tw-x{');
    expect(css).not.toContain('.hidden{');
    expect(css).not.toContain('sm\\:hidden');
    // A block left empty goes with its rules.
    expect(css).not.toContain('64rem');
    expect(css).not.toContain('banner');
  });

  it('reads escaped class names: slashes, digits, brackets with quotes and braces', () => {
    expect(criticalCss(sheet, page('bg-brand-600/90'))).toContain('.bg-brand-600\\/90{background:red}');
    expect(criticalCss(sheet, page('2xl:grid'))).toContain('.\\32 xl\\:grid{display:grid}');
    const quoted = criticalCss(sheet, page('content-[&quot;}&quot;]'));
    expect(quoted).toContain('.content-\\[\\"\\}\\"\\]{content:"}"}');
  });

  it('keeps a rule when one selector of its list matches, and a group variant only with its own class', () => {
    expect(criticalCss(sheet, page('b'))).toContain('.a,.b{color:red}');
    expect(criticalCss(sheet, page('group group-hover:underline'))).toContain('.group-hover\\:underline:is(');
    expect(criticalCss(sheet, page('group'))).not.toContain('group-hover');
  });

  it('decodes the entities React writes in class attributes', () => {
    expect([...classesInHtml('<p class="[&amp;&gt;p]:mt-2  x"></p><a class="y"></a>')]).toEqual(['[&>p]:mt-2', 'x', 'y']);
  });

  it('never lets the CSS close the style element', () => {
    const hostile = parseStylesheet('.x::after{content:"</style><script>"}');
    expect(criticalCss(hostile, page('x'))).not.toMatch(/<\/style/i);
  });

  it('keeps every rule of the built stylesheet a page needs, and is much smaller than it', () => {
    const assets = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../dist/client/assets');
    const file = readdirSync(assets).find((name) => /^styles-.*\.css$/.test(name));
    if (!file) throw new Error('dist/ is missing: run `npm run build`');
    const full = readFileSync(path.join(assets, file), 'utf8');
    const html = page('flex min-h-screen flex-col hover:bg-brand-700 sm:px-16 md:grid-cols-2 rounded-lg bg-brand-600');
    const css = criticalCss(parseStylesheet(full), html);
    for (const rule of ['.flex{', '.min-h-screen{', '.flex-col{', '.hover\\:bg-brand-700:hover{', '.sm\\:px-16{', '.md\\:grid-cols-2{', '.rounded-lg{', '.bg-brand-600{']) {
      expect(css, rule).toContain(rule);
    }
    expect(css.length).toBeLessThan(full.length / 2);
  });
});
