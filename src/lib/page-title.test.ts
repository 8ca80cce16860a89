import { describe, expect, it } from 'vitest';
import { titleWithSiteName } from './page-title';

describe('titleWithSiteName', () => {
  it('adds the site name after the title', () => {
    expect(titleWithSiteName('Clustering thousands of pins', 'Alex Rivera')).toBe('Clustering thousands of pins | Alex Rivera');
  });

  it.each([
    ['Clustering pins | Alex Rivera'],
    ['Clustering pins - Alex Rivera'],
    ['Clustering pins — Alex Rivera'],
    ['Clustering pins · alex rivera'],
    ['Clustering pins|Alex Rivera'],
    ['Alex Rivera'],
  ])('does not add it again to %j', (title) => {
    expect(titleWithSiteName(title, 'Alex Rivera')).toBe(title);
  });

  it('still adds it when the name is only part of the title', () => {
    expect(titleWithSiteName('Maps by Alex Rivera', 'Alex Rivera')).toBe('Maps by Alex Rivera | Alex Rivera');
    expect(titleWithSiteName('Notes | Alex Riverasmith', 'Alex Rivera')).toBe('Notes | Alex Riverasmith | Alex Rivera');
  });

  it('trims both and copes with an empty title or name', () => {
    expect(titleWithSiteName('  Maps  ', ' Alex Rivera ')).toBe('Maps | Alex Rivera');
    expect(titleWithSiteName('Maps', '')).toBe('Maps');
    expect(titleWithSiteName('', 'Alex Rivera')).toBe('Alex Rivera');
  });
});
