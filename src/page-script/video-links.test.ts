import { expect, it } from 'vitest';
import { playerUrl } from './video-links';

it('plays only YouTube and Vimeo watch links, from their privacy-minded players', () => {
  expect(playerUrl('https://www.youtube.com/watch?v=w7Ft2ymGmfc')).toBe('https://www.youtube-nocookie.com/embed/w7Ft2ymGmfc?autoplay=1');
  expect(playerUrl('https://vimeo.com/146022717')).toBe('https://player.vimeo.com/video/146022717?autoplay=1');
  expect(playerUrl('https://example.com/watch?v=w7Ft2ymGmfc')).toBeNull();
  expect(playerUrl('javascript:alert(1)')).toBeNull();
});
