// The leads' part of server/config.ts: rate limit, proxy trust and the optional SMTP settings.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('leads configuration', () => {
  it('defaults to 10 posts per address, trusting only a proxy on loopback, and no e-mail', () => {
    expect(loadConfig({})).toMatchObject({ leadsRateLimit: 10, trustProxy: 'loopback', smtp: null });
  });

  it('turns the rate limit off with 0 and reads proxy trust as a flag, a hop count or addresses', () => {
    expect(loadConfig({ LEADS_RATE_LIMIT: '0' }).leadsRateLimit).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('builds the SMTP settings once SMTP_HOST is set', () => {
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com' }).smtp).toEqual({ host: 'smtp.example.com', port: 587, secure: false, from: 'Folio <folio@smtp.example.com>' });
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_USER: 'me@example.com', SMTP_PASS: 'pw', MAIL_TO: 'owner@example.com' }).smtp).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      user: 'me@example.com',
      pass: 'pw',
      from: 'me@example.com',
      to: 'owner@example.com',
    });
    expect(loadConfig({ SMTP_HOST: '', SMTP_SECURE: '', MAIL_TO: '' }).smtp).toBeNull();
    expect(loadConfig({ SMTP_HOST: 'mail', SMTP_SECURE: '' }).smtp?.secure).toBe(false);
  });

  it.each([
    ['LEADS_RATE_LIMIT', { LEADS_RATE_LIMIT: '-1' }],
    ['LEADS_RATE_LIMIT', { LEADS_RATE_LIMIT: 'many' }],
    ['SMTP_PORT', { SMTP_PORT: '99999' }],
    ['SMTP_SECURE', { SMTP_SECURE: 'yes' }],
    ['MAIL_TO', { MAIL_TO: 'owner' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'everyone!' }],
  ])('names %s when its value is wrong', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
