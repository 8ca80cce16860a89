import { describe, expect, it } from 'vitest';
import { altFromFileName, imageMarkup } from './image-markup';

describe('imageMarkup', () => {
  it('writes an <img> for HTML, its attributes escaped', () => {
    expect(imageMarkup('html', '/media/posts/a/b.webp', 'A harbour')).toBe('<img src="/media/posts/a/b.webp" alt="A harbour">');
    expect(imageMarkup('html', '/images/x.png', '"><script>')).toBe('<img src="/images/x.png" alt="&quot;&gt;&lt;script&gt;">');
  });

  it('writes ![alt](src) for Markdown, keeping brackets and spaces from breaking it', () => {
    expect(imageMarkup('markdown', '/media/posts/a/b.webp', 'A harbour')).toBe('![A harbour](/media/posts/a/b.webp)');
    expect(imageMarkup('markdown', '/images/my pic (1).png', 'see [1]')).toBe('![see \\[1\\]](</images/my pic (1).png>)');
  });

  it('makes an alt text from a file name', () => {
    expect(altFromFileName('harbour-walk_2.webp')).toBe('harbour walk 2');
  });
});
