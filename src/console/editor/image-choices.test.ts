import { describe, expect, it } from 'vitest';
import type { ContentImage } from '../../lib/api/admin-images';
import { imageChoices, isOwnImage } from './image-choices';

const image = (path: string): ContentImage => ({ path, url: path.startsWith('images/') ? `/${path}` : `/media/${path}`, besidePost: path.startsWith('posts/'), resizable: true });
const IMAGES = [image('images/hero.png'), image('posts/other/boats.png'), image('posts/harbour/pier.png'), image('images/harbour-map.svg'), image('posts/harbour/dusk.png')];
const paths = (list: ContentImage[]) => list.map((each) => each.path);

describe('imageChoices', () => {
  it('lists the post\'s folder and the images its body names first, the rest after, each in the server\'s order', () => {
    const body = 'A map: <img src="/images/harbour-map.svg" alt="Map">';
    expect(paths(imageChoices(IMAGES, { slug: 'harbour', body, query: '' }))).toEqual([
      'posts/harbour/pier.png',
      'images/harbour-map.svg',
      'posts/harbour/dusk.png',
      'images/hero.png',
      'posts/other/boats.png',
    ]);
  });

  it('keeps the images whose path holds every word of the search, in any case', () => {
    expect(paths(imageChoices(IMAGES, { slug: 'harbour', body: '', query: 'PNG  harbour' }))).toEqual(['posts/harbour/pier.png', 'posts/harbour/dusk.png']);
    expect(paths(imageChoices(IMAGES, { slug: 'harbour', body: '', query: 'boats' }))).toEqual(['posts/other/boats.png']);
    expect(imageChoices(IMAGES, { slug: 'harbour', body: '', query: 'nothing-like-it' })).toEqual([]);
  });

  it('does not take a folder that merely starts with the slug for the post\'s own', () => {
    expect(isOwnImage(image('posts/harbour-two/a.png'), { slug: 'harbour', body: '' })).toBe(false);
    expect(isOwnImage(image('posts/other/boats.png'), { slug: '', body: '![Boats](posts/other/boats.png)' })).toBe(true);
  });
});
