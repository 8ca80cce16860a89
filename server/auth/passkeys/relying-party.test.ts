import { describe, expect, it } from 'vitest';
import { PasskeyError } from './passkey-error';
import { relyingParty } from './relying-party';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof PasskeyError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('the relying party', () => {
  it('is SITE_URL’s host and origin when it is set, whatever the request names', () => {
    expect(relyingParty('https://alex.dev', { protocol: 'http', host: '127.0.0.1:3000' })).toEqual({ id: 'alex.dev', origin: 'https://alex.dev' });
    expect(relyingParty('https://Blog.Alex.dev:8443/', { protocol: 'http', host: undefined })).toEqual({ id: 'blog.alex.dev', origin: 'https://blog.alex.dev:8443' });
  });

  it('is the request’s host (port dropped from the ID, kept in the origin) when SITE_URL is unset', () => {
    expect(relyingParty(undefined, { protocol: 'http', host: 'localhost:4321' })).toEqual({ id: 'localhost', origin: 'http://localhost:4321' });
    expect(relyingParty(undefined, { protocol: 'https', host: 'alex.dev' })).toEqual({ id: 'alex.dev', origin: 'https://alex.dev' });
  });

  it('refuses an IP address, saying to open the console at a host name', () => {
    expect(refusal(() => relyingParty(undefined, { protocol: 'http', host: '127.0.0.1:3000' }))).toEqual({
      code: 'passkey_ip_address',
      message: expect.stringContaining('open the console at http://localhost:3000'),
    });
    expect(refusal(() => relyingParty(undefined, { protocol: 'https', host: '[2001:db8::1]:443' })).code).toBe('passkey_ip_address');
    expect(refusal(() => relyingParty('https://203.0.113.5', { protocol: 'https', host: 'alex.dev' })).message).toContain('from SITE_URL');
  });

  it('refuses plain http anywhere but localhost, and a request with no Host', () => {
    expect(refusal(() => relyingParty(undefined, { protocol: 'http', host: 'alex.dev' }))).toEqual({ code: 'passkey_not_https', message: expect.stringContaining('Passkeys need https') });
    expect(refusal(() => relyingParty('http://alex.dev', { protocol: 'https', host: 'alex.dev' })).code).toBe('passkey_not_https');
    expect(relyingParty(undefined, { protocol: 'http', host: 'console.localhost:3000' }).id).toBe('console.localhost');
    expect(refusal(() => relyingParty(undefined, { protocol: 'http', host: undefined })).code).toBe('passkey_no_host');
  });
});
