import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../lib/api/places';
import { blankValues, errorsUnder, moved, valueAt, withValue } from './place-form-values';

describe('place form values', () => {
  it('reads and replaces a value by its path, lists staying lists', () => {
    const values = { services: [{ title: 'A', features: ['x'] }] };
    expect(valueAt(values, ['services', 0, 'features', 0])).toBe('x');
    const next = withValue(values, ['services', 0, 'title'], 'B') as typeof values;
    expect(next.services[0]).toEqual({ title: 'B', features: ['x'] });
    expect(Array.isArray(next.services)).toBe(true);
    expect(values.services[0]!.title).toBe('A');
  });

  it('makes a blank form from the fields', () => {
    const fields: FormField[] = [
      { name: 'title', label: 'Title', required: true, kind: 'text', long: false },
      { name: 'featured', label: 'Featured', required: false, kind: 'boolean' },
      { name: 'tags', label: 'Tags', required: false, kind: 'textList', min: 0 },
      { name: 'cta', label: 'CTA', required: false, kind: 'group', optional: true, fields: [{ name: 'heading', label: 'Heading', required: true, kind: 'text', long: false }] },
    ];
    expect(blankValues(fields)).toEqual({ title: '', featured: false, tags: [], cta: { heading: '' } });
  });

  it('moves an item and counts the errors under a path', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(errorsUnder({ 'services.0.title': 'x', 'services.1.price': 'y', servicesPage: 'z' }, ['services'])).toBe(2);
  });
});
