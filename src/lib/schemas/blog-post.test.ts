import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '../url-rules';
import { commitMessageSchema, POST_MESSAGES, postInputSchema } from './blog-post';

describe('isHttpUrl', () => {
  it('accepts http(s) URLs with a host and refuses the rest', () => {
    expect(isHttpUrl('https://www.youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isHttpUrl('http://x')).toBe(true);
    expect(isHttpUrl('https:///path')).toBe(false);
    expect(isHttpUrl('https://a b')).toBe(false);
    expect(isHttpUrl('ftp://host/x')).toBe(false);
  });

  it('answers a 50,000-character value with a space in it in well under a second', () => {
    // The old pattern backtracked quadratically here: ~6 s for this one value.
    const started = performance.now();
    expect(isHttpUrl(`http://${'a'.repeat(50_000)} x`)).toBe(false);
    const post = { title: 'A long video', slug: 'long-video', summary: 'A summary of twenty characters or more.', content: 'x'.repeat(60), tags: ['Video'] };
    expect(postInputSchema.safeParse({ ...post, videoUrl: `https://${'a'.repeat(50_000)} x` }).error?.issues[0]?.path).toEqual(['videoUrl']);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('format', () => {
  const post = { title: 'A Markdown post', slug: 'markdown-post', summary: 'A summary of twenty characters or more.', content: `# Heading\n\n${'x'.repeat(60)}`, tags: ['Maps'] };

  it('is optional, and reads "md" as "markdown"', () => {
    expect(postInputSchema.parse(post).format).toBeUndefined();
    expect(postInputSchema.parse({ ...post, format: 'html' }).format).toBe('html');
    expect(postInputSchema.parse({ ...post, format: 'markdown' }).format).toBe('markdown');
    expect(postInputSchema.parse({ ...post, format: 'md' }).format).toBe('markdown');
  });

  it.each([['MD'], ['rtf'], [''], [1], [null]])('refuses %j with one message', (format) => {
    expect(postInputSchema.safeParse({ ...post, format }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['format'], 'format must be "html" or "markdown"']]);
  });
});

describe('slug', () => {
  const post = { title: 'A post about slugs', summary: 'A summary of twenty characters or more.', content: 'x'.repeat(60), tags: ['Maps'] };
  const firstMessage = (slug: string) => postInputSchema.safeParse({ ...post, slug }).error?.issues.find((issue) => issue.path[0] === 'slug')?.message;

  it('keeps the spec\'s messages first, and says what is wrong with the hyphens beside them', () => {
    expect(firstMessage('my-post')).toBeUndefined();
    expect(firstMessage('ab')).toBe(POST_MESSAGES.slugLength);
    expect(firstMessage('My Post-')).toBe(POST_MESSAGES.slugPattern);
    for (const slug of ['my-post-', '-my-post', 'my--post', '---']) expect(firstMessage(slug)).toBe('Slug cannot start or end with a hyphen, or have two hyphens in a row');
  });
});

describe('commitMessage', () => {
  it('makes the message one trimmed line', () => {
    expect(commitMessageSchema.parse('  Fix the\n\ttypo  ')).toBe('Fix the typo');
  });

  it('takes it left out, null or empty (the default message then)', () => {
    expect(commitMessageSchema.parse(undefined)).toBeUndefined();
    expect(commitMessageSchema.parse(null)).toBeNull();
    expect(commitMessageSchema.parse('  ')).toBe('');
  });

  it('refuses more than 150 characters, and text that is not text, in plain words', () => {
    expect(commitMessageSchema.safeParse('x'.repeat(150)).success).toBe(true);
    expect(commitMessageSchema.safeParse('x'.repeat(151)).error?.issues[0]?.message).toBe('Commit message must be at most 150 characters');
    expect(commitMessageSchema.safeParse(42).error?.issues[0]?.message).toBe('Commit message must be text');
  });
});
