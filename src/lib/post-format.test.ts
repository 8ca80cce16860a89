import { describe, expect, it } from 'vitest';
import { extensionFor, extensionOfFile, FORMAT_NAMES, formatFor, POST_EXTENSIONS, POST_FORMATS, withExtension } from './post-format';

describe('post format', () => {
  it('writes each API format with its extension and reads it back', () => {
    expect(POST_FORMATS.map(extensionFor)).toEqual(POST_EXTENSIONS);
    expect(POST_EXTENSIONS.map(formatFor)).toEqual(POST_FORMATS);
    expect(formatFor('markdown')).toBe('markdown');
  });

  it('reads a file as HTML only when it is named .html or .htm', () => {
    expect(['posts/a.html', 'posts/a.HTM', 'posts/a.md', 'posts/2025/a.markdown', 'posts/a.mdx'].map(extensionOfFile)).toEqual(['html', 'html', 'md', 'md', 'md']);
  });

  it('renames a file to another format in its own folder', () => {
    expect(withExtension('posts/2025/a.markdown', 'html')).toBe('posts/2025/a.html');
    expect(withExtension('posts/a.v2.html', 'md')).toBe('posts/a.v2.md');
  });

  it('names each format as the owner reads it', () => {
    expect(POST_FORMATS.map((format) => FORMAT_NAMES[format])).toEqual(['HTML', 'Markdown']);
  });
});
