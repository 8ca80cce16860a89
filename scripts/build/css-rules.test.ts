// The build-time half of the critical CSS: what each selector needs from a page, and the
// stylesheet cut into rules without losing or reordering any.
import { describe, expect, it } from 'vitest';
import { compactStylesheet, cssRules, selectorNeeds } from './css-rules.mjs';

describe('selectorNeeds', () => {
  it('asks for the class names, tags and ids a selector names, unescaped', () => {
    expect(selectorNeeds('.md\\:flex')).toEqual([['.md:flex']]);
    expect(selectorNeeds('.max-sm\\:\\[\\&_h3\\+p\\]\\:line-clamp-3 h3+p')).toEqual([['.max-sm:[&_h3+p]:line-clamp-3', 'h3', 'p'].sort()]);
    expect(selectorNeeds('.\\31 0')).toEqual([['.10']]);
    expect(selectorNeeds('#main>article')).toEqual([['#main', 'article']]);
    expect(selectorNeeds('folio-island')).toEqual([['folio-island']]);
  });

  it('needs nothing for attributes, pseudo-classes and pseudo-elements, which scripts change', () => {
    expect(selectorNeeds(':root[data-theme=dark]')).toBeUndefined();
    expect(selectorNeeds('*,:before,:after')).toBeUndefined();
    expect(selectorNeeds('::view-transition-old(root)')).toBeUndefined();
    expect(selectorNeeds('.nav-link[aria-current=page]')).toEqual([['.nav-link']]);
  });

  it('reads :is and :where as alternatives, and ignores what :not and :has hold', () => {
    expect(selectorNeeds(':where(.space-y-4>:not(:last-child))')).toEqual([['.space-y-4']]);
    expect(selectorNeeds(':is(.theme-fixed,.prose pre)')).toEqual([['.theme-fixed'], ['.prose', 'pre']]);
    expect(selectorNeeds('.prose :where(ul):not(:where([class~=not-prose] *))')).toEqual([['.prose', 'ul']]);
    // One alternative that needs nothing makes the whole list need nothing.
    expect(selectorNeeds('.a,:root')).toBeUndefined();
  });
});

describe('cssRules', () => {
  const css =
    '@layer theme{:root,:host{--a:1;--b:var(--a);--c:3;--d:4}}@layer base{h1{margin:0}}@layer utilities{.flex{display:flex}@media (width>=48rem){.md\\:block{display:block}}@media (hover:hover){.hover\\:x:hover{color:red}}}' +
    '@keyframes spin{to{transform:rotate(1turn)}}@property --tw-x{syntax:"*";inherits:false}@font-face{font-family:X}';

  it('keeps every rule in order, states the layer order, and splits custom-property blocks', () => {
    // Read as plain JSON, as the server reads css-rules.json.
    const rules = JSON.parse(JSON.stringify(cssRules(css))) as { layers: string; nodes: any[] };
    expect(rules.layers).toBe('@layer theme,base,utilities;');
    const [theme, base, utilities, keyframes, property, fontFace] = rules.nodes;
    expect(theme.nodes[0]).toEqual({ selector: ':root,:host', rest: '', vars: [['--a', '1'], ['--b', 'var(--a)'], ['--c', '3'], ['--d', '4']] });
    expect(base.nodes[0]).toEqual({ css: 'h1{margin:0}', needs: [['h1']] });
    expect(utilities.nodes[1]).toEqual({ at: '@media (width>=48rem)', nodes: [{ css: '.md\\:block{display:block}', needs: [['.md:block']] }] });
    // Hover states wait for the whole stylesheet.
    expect(utilities.nodes[2].nodes[0]).toMatchObject({ later: true });
    expect([keyframes, property, fontFace]).toEqual([{ css: '@keyframes spin{to{transform:rotate(1turn)}}', keyframes: 'spin' }, { css: '@property --tw-x{syntax:"*";inherits:false}', property: '--tw-x' }, { css: '@font-face{font-family:X}' }]);
  });
});

describe('compactStylesheet', () => {
  it("writes Tailwind's spacing as the length it is, and a repeated declaration once", () => {
    const css = ':root{--spacing:.25rem}.p-3{padding:calc(var(--spacing) * 3)}.-m-2\\.5{margin:calc(var(--spacing) * -2.5)}.m-0{margin:calc(var(--spacing) * 0)}.p-px{padding:var(--spacing)}a{-webkit-x:1;-webkit-x:1;-webkit-x:1;x:1}';
    expect(compactStylesheet(css)).toBe(':root{--spacing:.25rem}.p-3{padding:.75rem}.-m-2\\.5{margin:-.625rem}.m-0{margin:0}.p-px{padding:.25rem}a{-webkit-x:1;x:1}');
  });

  it('refuses a stylesheet whose spacing is not 0.25rem', () => {
    expect(() => compactStylesheet(':root{--spacing:.3rem}')).toThrow(/--spacing is \.3rem/);
  });
});
