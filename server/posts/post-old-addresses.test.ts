import { describe, expect, it } from 'vitest';
import { withOldAddresses } from './post-old-addresses';

const yaml = (front: string) => `---\ntitle: A post\n${front}---\n\nBody\n`;
const move = { from: '/blog/old', to: '/blog/new' };

describe('withOldAddresses', () => {
  it('leaves a save that kept its aliases as it is', () => {
    const text = yaml('aliases: [/x/]\n');
    expect(withOldAddresses(text, text)).toBe(text);
    expect(withOldAddresses(yaml(''), yaml(''))).toBe(yaml(''));
  });

  it('puts back the aliases a rewrite from TOML front matter lost', () => {
    const toml = '+++\ntitle = "A post"\naliases = ["/posts/a/", "/b"]\nredirect_from = "/c.html"\n+++\n\nBody\n';
    expect(withOldAddresses(toml, yaml(''))).toBe(yaml('aliases:\n  - /posts/a/\n  - /b\nredirect_from: /c.html\n'));
  });

  it('adds the old address as a new aliases: list, to an aliases: list, or to a single redirect_from:', () => {
    expect(withOldAddresses('', yaml(''), move)).toBe(yaml('aliases:\n  - /blog/old\n'));
    expect(withOldAddresses('', yaml('aliases: [/x]\n'), move)).toBe(yaml('aliases: [/x, /blog/old]\n'));
    expect(withOldAddresses('', yaml('redirect_from: /y\n'), move)).toBe(yaml('redirect_from:\n  - /y\n  - /blog/old\n'));
  });

  it('adds it once, and drops an alias that is now the address', () => {
    expect(withOldAddresses('', yaml('aliases:\n  - /blog/old/\n'), move)).toBe(yaml('aliases:\n  - /blog/old/\n'));
    expect(withOldAddresses('', yaml('aliases:\n  - /blog/new\n  - /z\n'), move)).toBe(yaml('aliases:\n  - /z\n  - /blog/old\n'));
  });

  it('writes slug: when the file name does not give the new slug', () => {
    expect(withOldAddresses('', yaml(''), { ...move, slugField: 'new' })).toBe(yaml('slug: new\naliases:\n  - /blog/old\n'));
  });
});
