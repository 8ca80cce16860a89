// The sync settings of server/config.ts (issue 7): off unless CONTENT_GIT_REMOTE is set, defaults,
// and a message naming the variable for a bad value (never echoing a secret).
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('sync configuration', () => {
  it('is off without CONTENT_GIT_REMOTE, also when set empty as in .env.example', () => {
    expect(loadConfig({}).sync).toBeNull();
    expect(loadConfig({ CONTENT_GIT_REMOTE: '', CONTENT_GIT_BRANCH: '', CONTENT_WEBHOOK_SECRET: '', CONTENT_SYNC_INTERVAL: '60' }).sync).toBeNull();
  });

  it('has defaults, and resolves a local path like CONTENT_DIR', () => {
    expect(loadConfig({ CONTENT_GIT_REMOTE: '../backups/content.git' }, '/srv/folio').sync).toEqual({
      remote: '/srv/backups/content.git',
      branch: undefined,
      intervalMs: 60_000,
      webhookSecret: undefined,
      degradedAfterMs: 900_000,
    });
  });

  it('keeps URLs and scp-like addresses as they are', () => {
    for (const remote of ['https://token@git.example.com/me/content.git', 'git@github.com:me/content.git', 'ssh://git@host:2222/content.git', 'file:///srv/content.git']) {
      expect(loadConfig({ CONTENT_GIT_REMOTE: remote }, '/srv/folio').sync?.remote).toBe(remote);
    }
  });

  it('reads the branch, interval, secret and threshold', () => {
    const env = { CONTENT_GIT_REMOTE: '/srv/content.git', CONTENT_GIT_BRANCH: 'live/site', CONTENT_SYNC_INTERVAL: '0', CONTENT_WEBHOOK_SECRET: 's'.repeat(16), CONTENT_SYNC_DEGRADED_AFTER: '30' };
    expect(loadConfig(env).sync).toMatchObject({ branch: 'live/site', intervalMs: 0, webhookSecret: 's'.repeat(16), degradedAfterMs: 30_000 });
  });

  it.each([
    ['CONTENT_SYNC_INTERVAL', { CONTENT_SYNC_INTERVAL: 'often' }],
    ['CONTENT_SYNC_INTERVAL', { CONTENT_SYNC_INTERVAL: '-1' }],
    ['CONTENT_SYNC_DEGRADED_AFTER', { CONTENT_SYNC_DEGRADED_AFTER: 'soon' }],
    ['CONTENT_GIT_BRANCH', { CONTENT_GIT_BRANCH: 'main..x' }],
    ['CONTENT_GIT_BRANCH', { CONTENT_GIT_BRANCH: '-f' }],
    ['CONTENT_GIT_REMOTE', { CONTENT_GIT_REMOTE: '--upload-pack=touch /tmp/x' }],
  ])('names %s when its value is wrong', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('never echoes the webhook secret or the remote (it may hold a token)', () => {
    expect(() => loadConfig({ CONTENT_WEBHOOK_SECRET: 'too-short' })).toThrow(/CONTENT_WEBHOOK_SECRET: must be at least 16 characters.*a value that is not shown/);
    expect(() => loadConfig({ CONTENT_GIT_REMOTE: '-https://token@host/x.git' })).toThrow(/CONTENT_GIT_REMOTE: .*\(got a value that is not shown\)/);
  });
});
