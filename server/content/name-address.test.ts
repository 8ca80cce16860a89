// Addresses for names in every script, dots as hyphens, translations set aside, .qmd as Markdown.
import { describe, expect, it } from 'vitest';
import { classifyContentPath } from './content-paths';
import { addressOfName } from './name-address';

describe('the address a file name gives', () => {
  it('spells names in other scripts in Latin letters instead of giving no address', () => {
    expect(classifyContentPath('posts/地图瓦片缓存笔记.md')).toMatchObject({ kind: 'post', slug: 'de-tu-wa-pian-huan-cun-bi-ji', nameReading: 'transliterated' });
    expect(classifyContentPath('posts/Привет мир.md')).toMatchObject({ kind: 'post', slug: 'privet-mir' });
    expect(classifyContentPath('posts/2019-03-01-日本語のメモ.md')).toMatchObject({ kind: 'post', nameDate: '2019-03-01' });
  });

  it('keeps every address a name gave before: Latin names with accents fold as they always did', () => {
    for (const name of ['Mapa de Preços', 'Café à beira-mar', 'hand_under_score', 'PRICE-PINS', 'my-post']) expect(addressOfName(name)).toEqual({ slug: expect.any(String) });
    expect(addressOfName('Mapa de Preços').slug).toBe('mapa-de-precos');
  });

  it('reads dots as hyphens, and keeps the old address to redirect', () => {
    expect(addressOfName('v1.2-release-notes')).toEqual({ slug: 'v1-2-release-notes', former: 'v12-release-notes', reading: 'dots' });
    expect(classifyContentPath('posts/node.js-streams.md')).toMatchObject({ slug: 'node-js-streams', formerSlug: 'nodejs-streams' });
    // A name in another script mixed with Latin keeps its old (Latin-only) address as a redirect.
    expect(addressOfName('Hexo博客')).toEqual({ slug: 'hexo-bo-ke', former: 'hexo', reading: 'transliterated' });
  });

  it("sets a translation (index.zh.md, post.pt-br.md) aside with a reason instead of taking its original's address", () => {
    expect(classifyContentPath('posts/typesetting/index.zh.md')).toMatchObject({ kind: 'ignored', reason: expect.stringContaining('translation (zh) of index.md') });
    expect(classifyContentPath('posts/typesetting.pt-br.md')).toMatchObject({ kind: 'ignored', reason: expect.stringContaining('rename it without ".pt-br"') });
    expect(classifyContentPath('posts/typesetting/index.en.md')).toMatchObject({ kind: 'post', slug: 'typesetting' });
    // Names that end like code, not like a language, stay posts.
    expect(classifyContentPath('posts/vue.js.md')).toMatchObject({ kind: 'post', slug: 'vue-js' });
    expect(classifyContentPath('posts/install.sh.md')).toMatchObject({ kind: 'post', slug: 'install-sh' });
  });

  it("reads Quarto's .qmd as Markdown", () => {
    expect(classifyContentPath('posts/welcome/index.qmd')).toMatchObject({ kind: 'post', slug: 'welcome', format: 'md' });
  });
});
