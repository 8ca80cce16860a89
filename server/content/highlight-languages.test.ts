import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HLJSApi, LanguageFn } from 'highlight.js';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_ALIASES, LANGUAGE_FILES, languageFile } from './highlight-languages';

const require = createRequire(import.meta.url);

describe('the languages a code block may name', () => {
  it('are highlight.js’s language files and the aliases they declare', () => {
    const folder = path.join(path.dirname(require.resolve('highlight.js/package.json')), 'lib', 'languages');
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.js') && !name.endsWith('.js.js'))
      .map((name) => name.slice(0, -3))
      .sort();
    expect([...LANGUAGE_FILES].sort()).toEqual(files);
    const core = require('highlight.js/lib/core') as HLJSApi;
    const aliases = new Map<string, string>();
    for (const file of files) {
      const definition = (require(`highlight.js/lib/languages/${file}`) as LanguageFn)(core);
      for (const alias of definition.aliases ?? []) if (!files.includes(alias.toLowerCase()) && !aliases.has(alias.toLowerCase())) aliases.set(alias.toLowerCase(), file);
    }
    expect(Object.fromEntries([...LANGUAGE_ALIASES].sort())).toEqual(Object.fromEntries([...aliases].sort()));
  });

  it('are found by name or alias, in any case, and nothing else is', () => {
    expect(languageFile('TS')).toBe('typescript');
    expect(languageFile('yml')).toBe('yaml');
    expect(languageFile('sh')).toBe('bash');
    expect(languageFile('python')).toBe('python');
    for (const name of ['klingon', '../core', 'constructor', '__proto__', '']) expect(languageFile(name), name).toBeNull();
  });
});
