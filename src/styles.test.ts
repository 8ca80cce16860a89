// The dark theme is written twice in src/styles.css (decision 063): once for an explicit choice,
// :root[data-theme="dark"], and once for the system's preference when no choice says light. A
// rule changed in one place and not the other would show a different page to the same visitor
// depending on how they got dark, so the two copies must say the same. A .theme-fixed block keeps
// the light palette in either theme, so it must restate every colour the dark theme changes, the
// site's own scales at their token values (docs/design-system.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Block {
  prelude: string;
  body: string;
  children: Block[];
}

/** Top-level blocks of a stylesheet (comments dropped), each with the blocks nested in it. */
function blocks(css: string): Block[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Block[] = [];
  let start = 0;
  let depth = 0;
  let open = 0;
  for (let at = 0; at < text.length; at++) {
    if (text[at] === '{' && depth++ === 0) open = at;
    if (text[at] === '}' && --depth === 0) {
      const body = text.slice(open + 1, at);
      const prelude = text.slice(start, open).replace(/^[^{}]*;/s, '').trim();
      found.push({ prelude, body, children: body.includes('{') ? blocks(body) : [] });
      start = at + 1;
    }
  }
  return found;
}

const declarations = (body: string) =>
  body
    .split(';')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

const CHOSEN = ':root[data-theme="dark"]';
const SYSTEM = ':root:not([data-theme="light"])';
const SYSTEM_MEDIA = '@media (prefers-color-scheme: dark)';

function darkRules(css: string) {
  const chosen = new Map<string, string[]>();
  const system = new Map<string, string[]>();
  const visit = (list: Block[], inSystemMedia: boolean) => {
    for (const block of list) {
      if (block.children.length > 0) visit(block.children, inSystemMedia || block.prelude === SYSTEM_MEDIA);
      else if (!inSystemMedia && block.prelude.includes(CHOSEN)) chosen.set(block.prelude.replaceAll(CHOSEN, ':root'), declarations(block.body));
      else if (inSystemMedia && block.prelude.includes(SYSTEM)) system.set(block.prelude.replaceAll(SYSTEM, ':root'), declarations(block.body));
    }
  };
  visit(blocks(css), false);
  return { chosen, system };
}

const variables = (body: string) => new Map(declarations(body).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));

describe('the dark theme in src/styles.css', () => {
  const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
  const { chosen, system } = darkRules(css);

  it('has a rule for the system preference for each rule for the chosen theme, saying the same', () => {
    // The chosen theme alone also sets color-scheme; with no choice, :root says "light dark".
    const withoutScheme = (rules: Map<string, string[]>) =>
      new Map([...rules].map(([selector, body]) => [selector, body.filter((line) => !line.startsWith('color-scheme'))]));
    expect(withoutScheme(system)).toEqual(withoutScheme(chosen));
  });

  it('redefines the palette the pages are written in', () => {
    const palette = chosen.get(':root') ?? [];
    for (const colour of ['white', 'slate-50', 'slate-900', 'brand-600', 'brand-700', 'red-700']) {
      expect(palette.some((line) => line.startsWith(`--color-${colour}:`)), colour).toBe(true);
    }
  });

  it('keeps the light palette inside a .theme-fixed block: every colour the dark theme redefines, the site\'s own at their token values', () => {
    const dark = variables((chosen.get(':root') ?? []).join(';'));
    const top = blocks(css);
    const fixed = variables(top.find((block) => block.prelude.startsWith(':is(.theme-fixed'))!.body);
    const tokens = variables(top.find((block) => block.prelude === '@theme')!.body);
    const colours = (names: Iterable<string>) => [...names].filter((name) => name.startsWith('--color-')).sort();
    expect(colours(fixed.keys())).toEqual(colours(dark.keys()));
    for (const name of colours(dark.keys()).filter((name) => /^--color-(brand|accent)-/.test(name))) expect(fixed.get(name), name).toBe(tokens.get(name));
  });
});
