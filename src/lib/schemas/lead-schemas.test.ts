import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { signupSchema } from './signup';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('contactSchema', () => {
  it('trims every text and turns an empty service into null', () => {
    const result = contactSchema.parse({ name: '  Ada ', email: ' ada@example.com ', service: '', message: ' Hello ' });
    expect(result).toMatchObject({ name: 'Ada', email: 'ada@example.com', service: null, message: 'Hello' });
    expect(contactSchema.parse({ name: 'A', email: 'a@b.co', service: null, message: 'x' }).service).toBeNull();
    expect(contactSchema.parse({ name: 'A', email: 'a@b.co', message: 'x' }).service).toBeNull();
    expect(contactSchema.parse({ name: 'A', email: 'a@b.co', service: ' Other ', message: 'x' }).service).toBe('Other');
  });

  it('names each missing or blank field', () => {
    const result = contactSchema.safeParse({ name: '   ', email: 'not-an-email', message: '' });
    expect(messages(result)).toEqual({ name: 'Please enter your name', email: 'Please enter a valid email address', message: 'Please enter a message' });
    expect(messages(contactSchema.safeParse({}))).toEqual({ name: 'Please enter your name', email: 'Please enter a valid email address', message: 'Please enter a message' });
  });

  it('rejects wrong types and over-long values with a message', () => {
    const result = contactSchema.safeParse({ name: 42, email: ['a@b.co'], service: 7, message: 'x'.repeat(5001), website: {} });
    expect(messages(result)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      service: 'Service must be text',
      message: 'Message must be at most 5000 characters',
      website: 'website must be text',
    });
  });

  it.each(['a@b', 'a.b@', '@b.co', 'a b@c.co', 'a@b.c'])('rejects the address %j', (email) => {
    expect(contactSchema.safeParse({ name: 'A', email, message: 'x' }).success).toBe(false);
  });
});

describe('signupSchema', () => {
  it('uses the spec messages (§5)', () => {
    expect(messages(signupSchema.safeParse({ name: ' ', email: 'nobody' }))).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
    });
    expect(signupSchema.parse({ name: ' Grace ', email: 'grace@example.org', website: '' })).toEqual({ name: 'Grace', email: 'grace@example.org', website: '' });
  });
});
