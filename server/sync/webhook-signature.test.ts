import { describe, expect, it } from 'vitest';
import { verifyWebhook, webhookSignature } from './webhook-signature';

const SECRET = 'a-webhook-secret-of-some-length';
const body = Buffer.from('{"ref":"refs/heads/main"}');

describe('verifyWebhook', () => {
  it('accepts the shared secret as a token', () => {
    expect(verifyWebhook(SECRET, body, { token: SECRET })).toBe(true);
  });

  it('accepts a GitHub-style HMAC of the raw body, in either letter case', () => {
    expect(webhookSignature(SECRET, body)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook(SECRET, body, { signature: webhookSignature(SECRET, body) })).toBe(true);
    expect(verifyWebhook(SECRET, body, { signature: webhookSignature(SECRET, body).toUpperCase().replace('SHA256', 'sha256') })).toBe(true);
  });

  it.each([
    ['no credentials', {}],
    ['a wrong token', { token: 'not-the-secret-at-all' }],
    ['a prefix of the secret', { token: SECRET.slice(0, -1) }],
    ['a signature of another body', { signature: webhookSignature(SECRET, Buffer.from('{}')) }],
    ['a signature made with another secret', { signature: webhookSignature('another-secret-entirely', body) }],
    ['the secret sent as the signature', { signature: SECRET }],
  ])('refuses %s', (_name, credentials) => {
    expect(verifyWebhook(SECRET, body, credentials)).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(verifyWebhook(undefined, body, { token: '' })).toBe(false);
    expect(verifyWebhook(undefined, body, { signature: webhookSignature('', body) })).toBe(false);
  });
});
