import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { languageId, languageTable } from './highlight-languages';

const require = createRequire(import.meta.url);
const { ids: LANGUAGE_IDS, aliases: LANGUAGE_ALIASES } = languageTable();

describe('the languages a code block may name', () => {
  it('are Prism’s languages, each with a grammar file, and the aliases its table declares', () => {
    const table = (require('prismjs/components.js') as { languages: Record<string, { alias?: string | string[] }> }).languages;
    expect(LANGUAGE_IDS.size).toBeGreaterThan(250);
    for (const id of LANGUAGE_IDS) expect(() => require.resolve(`prismjs/components/prism-${id}.js`), id).not.toThrow();
    for (const [id, entry] of Object.entries(table)) for (const alias of [entry.alias ?? []].flat()) expect(LANGUAGE_ALIASES.get(alias.toLowerCase()), alias).toBe(id);
  });

  it('send every extra name to a language Prism has', () => {
    for (const [alias, id] of LANGUAGE_ALIASES) expect(LANGUAGE_IDS.has(id), `${alias} → ${id}`).toBe(true);
  });

  it('are found by name or alias, in any case, and nothing else is', () => {
    expect(languageId('TS')).toBe('typescript');
    expect(languageId('yml')).toBe('yaml');
    expect(languageId('sh')).toBe('bash');
    expect(languageId('zsh')).toBe('bash');
    expect(languageId('html')).toBe('markup');
    expect(languageId('golang')).toBe('go');
    expect(languageId('python')).toBe('python');
    for (const name of ['klingon', '../core', 'constructor', '__proto__', 'meta', 'text', '']) expect(languageId(name), name).toBeNull();
  });

  it('include names written with +, # and . (issue 42, finding 8)', () => {
    expect(languageId('c++')).toBe('cpp');
    expect(languageId('C#')).toBe('csharp');
    expect(languageId('f#')).toBe('fsharp');
    expect(languageId('objective-c')).toBe('objectivec');
    expect(languageId('asp.net')).toBe('aspnet');
    // Pygments' outer+inner: the inner template language's grammar.
    expect(languageId('html+erb')).toBe('erb');
    expect(languageId('html+django')).toBe('django');
    expect(languageId('js+php')).toBe('php');
    for (const name of ['+', 'klingon+vulcan', '__proto__+constructor', 'c##']) expect(languageId(name), name).toBeNull();
  });

  it("leave out the components that only add to other grammars: naming one would change every later block's colours and cost", () => {
    for (const name of ['css-extras', 'js-extras', 'js-templates', 'php-extras', 'xml-doc']) expect(languageId(name), name).toBeNull();
  });
});
