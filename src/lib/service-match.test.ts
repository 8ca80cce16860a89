import { describe, expect, it } from 'vitest';
import { matchServiceOption } from './service-match';

const OPTIONS = ['Full Stack Applications', 'Mapping Solutions', 'Real Estate Platform', 'Portfolio Website', 'Other'];

describe('matchServiceOption', () => {
  it.each([
    // The three Services cards of the demo site (spec §3).
    ['Portfolio Website', 'Portfolio Website'],
    ['Real Estate Platform', 'Real Estate Platform'],
    ['Mapping Software Solutions', 'Mapping Solutions'],
    // The footer's service names and other ways people say the same thing.
    ['Full Stack Applications', 'Full Stack Applications'],
    ['Real Estate Platforms', 'Real Estate Platform'],
    ['Portfolio Websites', 'Portfolio Website'],
    ['Mapping Solutions', 'Mapping Solutions'],
    ['maps', 'Mapping Solutions'],
    ['full-stack application', 'Full Stack Applications'],
    ['  portfolio   website ', 'Portfolio Website'],
    ['other', 'Other'],
  ])('matches %j to %j', (value, option) => {
    expect(matchServiceOption(value, OPTIONS)).toBe(option);
  });

  it('preselects nothing when no word is shared', () => {
    expect(matchServiceOption('Blockchain Consulting', OPTIONS)).toBeUndefined();
    expect(matchServiceOption('and the', OPTIONS)).toBeUndefined();
  });

  it('preselects nothing for an empty or missing value', () => {
    expect(matchServiceOption('', OPTIONS)).toBeUndefined();
    expect(matchServiceOption('   ', OPTIONS)).toBeUndefined();
    expect(matchServiceOption(null, OPTIONS)).toBeUndefined();
    expect(matchServiceOption('Mapping', [])).toBeUndefined();
  });

  it('prefers the option with more shared words, then the tighter one', () => {
    const options = ['Website', 'Portfolio Website', 'Real Estate Website Platform'];
    expect(matchServiceOption('Portfolio Websites', options)).toBe('Portfolio Website');
    expect(matchServiceOption('websites', options)).toBe('Website');
  });
});
