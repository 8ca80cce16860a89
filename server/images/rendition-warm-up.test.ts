import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { renditionWarmUp, resizedImagesOf } from './rendition-warm-up';

describe('resizedImagesOf', () => {
  it('lists the resized images of src and srcset once each, up to 800 px wide', () => {
    const html = [
      '<img src="/images/a.webp?w=400&amp;q=75" srcSet="/images/a.webp?w=400&amp;q=75 400w, /images/a.webp?w=800&amp;q=75 800w, /images/a.webp?w=1200&amp;q=75 1200w"/>',
      '<source srcset="/media/posts/p/cover.png?w=800&amp;q=75 800w"/>',
      '<img src="/images/placeholder.svg"/><img src="https://other.example/x.jpg?w=400&amp;q=75"/>',
      '<p>src="/images/in-text.webp?w=400&amp;q=75" written in a paragraph</p>',
    ].join('');
    expect(resizedImagesOf(html)).toEqual(['/images/a.webp?w=400&q=75', '/images/a.webp?w=800&q=75', '/media/posts/p/cover.png?w=800&q=75']);
  });
});

describe('renditionWarmUp', () => {
  const logger = createLogger({ level: 'error' });

  it('warms each image of the pages once, one at a time, and goes on past one that fails', async () => {
    const pages: Record<string, string> = {
      '/': '<img src="/images/a.webp?w=400&amp;q=75"/><img src="/images/b.webp?w=400&amp;q=75"/>',
      '/works': '<img src="/images/a.webp?w=400&amp;q=75"/><img src="/images/c.webp?w=400&amp;q=75"/>',
    };
    const asked: string[] = [];
    let atOnce = 0;
    let mostAtOnce = 0;
    const warmUp = renditionWarmUp({
      pages: () => ['/', '/works', '/gone'],
      pageHtml: async (page) => pages[page] ?? null,
      warm: async (address) => {
        asked.push(address);
        mostAtOnce = Math.max(mostAtOnce, ++atOnce);
        await new Promise((resolve) => setTimeout(resolve, 5));
        atOnce -= 1;
        if (address.includes('/b.')) throw new Error('unreadable');
        return !address.includes('/c.');
      },
      logger,
    });
    expect(await warmUp.run()).toBe(1);
    expect(asked).toEqual(['/images/a.webp?w=400&q=75', '/images/b.webp?w=400&q=75', '/images/c.webp?w=400&q=75']);
    expect(mostAtOnce).toBe(1);
  });

  it('runs once more after a run under way when asked meanwhile, not once per ask', async () => {
    let runs = 0;
    const warmUp = renditionWarmUp({
      pages: () => ['/'],
      pageHtml: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return '';
      },
      warm: async () => false,
      logger,
    });
    const first = warmUp.run();
    void warmUp.run();
    void warmUp.run();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(2);
  });
});
