import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../src/lib/schemas/content-schemas';
import { describeField, labelOf } from './form-description';

describe('the form described from a schema', () => {
  it('labels fields from their keys', () => {
    expect(labelOf('callToAction')).toBe('Call to action');
    expect(labelOf('iframeUrl')).toBe('Iframe URL');
    expect(labelOf('faq')).toBe('FAQ');
  });

  it('tells required fields, defaults, images, lists of texts and lists of items apart', () => {
    const owner = describeField('owner', siteSettingsSchema.shape.owner);
    expect(owner).toMatchObject({ kind: 'group', optional: false });
    const fields = owner.kind === 'group' ? owner.fields : [];
    expect(fields.find((field) => field.name === 'profileImage')).toMatchObject({ kind: 'text', format: 'image', required: false, fallback: '/images/profile.jpg' });
    expect(fields.find((field) => field.name === 'email')).toMatchObject({ kind: 'text', format: 'email' });
    expect(fields.find((field) => field.name === 'description')).toMatchObject({ kind: 'text', long: true });
    const services = describeField('services', siteSettingsSchema.shape.services);
    expect(services).toMatchObject({ kind: 'objectList', itemLabel: 'Service' });
    const serviceFields = services.kind === 'objectList' ? services.fields : [];
    expect(serviceFields.find((field) => field.name === 'title')).toMatchObject({ kind: 'text', required: true });
    expect(serviceFields.find((field) => field.name === 'features')).toMatchObject({ kind: 'textList', required: true, min: 1 });
    expect(serviceFields.find((field) => field.name === 'isPopular')).toMatchObject({ kind: 'boolean' });
    expect(describeField('tutorial', siteSettingsSchema.shape.tutorial)).toMatchObject({ kind: 'group', optional: true });
    expect(describeField('newsletter', siteSettingsSchema.shape.newsletter)).toMatchObject({ kind: 'group' });
  });
});
