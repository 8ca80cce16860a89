import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../src/lib/schemas/content-schemas';
import { PLACES } from './place-catalog';

describe('the places', () => {
  it('give every section of the settings file exactly one place', () => {
    const placed = PLACES.flatMap((place) => place.settings);
    expect([...placed].sort()).toEqual(Object.keys(siteSettingsSchema.shape).sort());
    expect(new Set(placed).size).toBe(placed.length);
  });
});
