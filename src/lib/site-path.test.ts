import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path';

describe('isSitePath', () => {
  it('is true for a path on this site', () => {
    expect(isSitePath('/demos/development-tracker.html')).toBe(true);
    expect(isSitePath('/')).toBe(true);
  });

  it('is false for another site, however it is written', () => {
    for (const value of ['//maps.example.com/x', '/\\maps.example.com', 'https://maps.example.com', 'demos/x.html', '']) expect(isSitePath(value)).toBe(false);
  });
});
