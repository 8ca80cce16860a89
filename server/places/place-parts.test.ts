import { describe, expect, it } from 'vitest';
import { aboutFrontMatterSchema, projectFrontMatterSchema, siteSettingsSchema } from '../../src/lib/schemas/content-schemas';
import { markdownPart, settingsPart } from './place-parts';

const SITE = `# By hand.
testimonials:
  - id: 1   # the first
    text: Great work.
    name: Ana
    position: CEO
    image: /images/ana.jpg
links:
  channel: https://example.com/channel
`;

const served = () => siteSettingsSchema.parse({});

describe('settingsPart', () => {
  it('appends an item to a list and leaves the items before it as written', () => {
    const part = settingsPart('site.yaml', ['testimonials'], served);
    const values = part.values(SITE);
    const list = values.testimonials as object[];
    expect(list[0]).toMatchObject({ id: '1', name: 'Ana' });
    const result = part.write(SITE, { testimonials: [...list, { id: '2', text: 'Fast.', name: 'Rui', position: 'CTO', image: '/images/rui.jpg' }] });
    expect('text' in result && result.text).toBe(SITE.replace('links:\n', '  - id: "2"\n    text: Fast.\n    name: Rui\n    position: CTO\n    image: /images/rui.jpg\nlinks:\n'));
  });

  it('keeps an item as written, comment and all, when the items around it are reordered or removed', () => {
    const part = settingsPart('site.yaml', ['testimonials'], served);
    const rui = { id: '2', text: 'Fast.', name: 'Rui', position: 'CTO', image: '/images/rui.jpg' };
    const two = (part.write(SITE, { testimonials: [...(part.values(SITE).testimonials as object[]), rui] }) as { text: string }).text;
    const [ana] = part.values(two).testimonials as object[];
    const swapped = (part.write(two, { testimonials: [rui, ana] }) as { text: string }).text;
    expect(swapped).toMatch(/  - id: 1 +# the first\n/);
    expect(swapped.indexOf('Rui')).toBeLessThan(swapped.indexOf('Ana'));
    const removed = (part.write(swapped, { testimonials: [ana] }) as { text: string }).text;
    expect(removed.replace(/1 +#/, '1   #')).toBe(SITE);
  });

  it('removes a key left blank where the schema lets it go, and keeps the file otherwise', () => {
    const part = settingsPart('site.yaml', ['links'], served);
    const result = part.write(SITE, { links: { channel: '', booking: 'https://example.com/book' } });
    expect('text' in result && result.text).toBe(SITE.replace('  channel: https://example.com/channel\n', '  booking: https://example.com/book\n'));
  });

  it('names each refused field by its path', () => {
    const part = settingsPart('site.yaml', ['testimonials'], served);
    const result = part.write(SITE, { testimonials: [{ id: '1', text: '', name: 'Ana', position: 'CEO', image: 'ana.jpg' }] });
    expect('issues' in result && result.issues.map((issue) => issue.path)).toEqual(['testimonials.0.text', 'testimonials.0.image']);
  });
});

describe('markdownPart', () => {
  const PROJECT = `---
title: Old   # kept
image: /images/x.jpg
description: A project.
completionDate: 2024
tags: [a, b]
---

Body.
`;
  const part = markdownPart({ file: 'projects/x.md', schema: projectFrontMatterSchema, served: () => undefined, hidden: ['id'] });

  it('changes a field in place, keeping the order and comments of the front matter and the body', () => {
    const values = part.values(PROJECT);
    expect(values).toMatchObject({ title: 'Old', completionDate: '2024', tags: ['a', 'b'], body: 'Body.' });
    const result = part.write(PROJECT, { ...values, description: 'A better project.' });
    expect('text' in result && result.text).toBe(PROJECT.replace('A project.', 'A better project.'));
  });

  it('writes a new file in the schema order, leaving out what the defaults give, with the body after it', () => {
    const result = part.write(null, { title: 'New', description: 'D.', image: '/images/x.jpg', tags: [], featured: false, completionDate: '2026', body: 'Text.' });
    expect('text' in result && result.text).toBe('---\ntitle: New\ndescription: D.\nimage: /images/x.jpg\ncompletionDate: "2026"\n---\n\nText.\n');
  });

  it('refuses to write over TOML front matter', () => {
    expect(() => part.write('+++\ntitle = "x"\n+++\nBody', { title: 'y' })).toThrow(/TOML/);
  });
});

describe('settings files that are missing or broken', () => {
  it('writes a new settings file from nothing', () => {
    const part = settingsPart('site.yaml', ['hero'], served);
    const result = part.write(null, { hero: { headline: 'Hello', tagline: '', contactLabel: '', callLabel: '' } });
    expect('text' in result && result.text).toBe('hero:\n  headline: Hello\n');
  });

  it('opens a broken file with what the site serves, and refuses to write over it', () => {
    const part = settingsPart('site.yaml', ['hero'], served);
    const broken = 'hero: [unclosed\n';
    expect(part.values(broken)).toMatchObject({ hero: { headline: 'Crafting Digital Solutions' } });
    expect(() => part.write(broken, { hero: { headline: 'x' } })).toThrow(/does not parse/);
  });
});

describe('a page without front matter', () => {
  it('stays without it when no field is given', () => {
    const part = markdownPart({ file: 'about.md', schema: aboutFrontMatterSchema, served: () => undefined });
    const result = part.write('I build maps.\n', { title: '', body: 'I build maps and sites.' });
    expect('text' in result && result.text).toBe('I build maps and sites.\n');
    const titled = part.write('I build maps.\n', { title: 'About me', body: 'I build maps.' });
    expect('text' in titled && titled.text).toBe('---\ntitle: About me\n---\n\nI build maps.\n');
  });
});
