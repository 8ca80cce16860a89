// The SMTP settings are tried once at start, so a typo shows in one line then, not when a
// contact message fails to send. Against a real SMTP server on loopback, and a closed port.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmtpConfig } from '../../server/config';
import { checkSmtp } from '../../server/leads/smtp-check';
import { memoryLogger } from '../../server/logger';
import { startFakeSmtpServer, type FakeSmtpServer } from '../support/fake-smtp-server';

let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(() => smtp.close());

const settings = (port: number): SmtpConfig => ({ host: '127.0.0.1', port, secure: false, user: 'owner@example.com', pass: 'smtp-pass-9d1e2f', from: 'owner@example.com' });

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the SMTP check at start', () => {
  it('says in one line that mail works and where it goes', async () => {
    const logger = memoryLogger();
    expect(await checkSmtp({ ...settings(smtp.port), user: undefined, pass: undefined }, 'owner@example.com', logger)).toBe(true);
    expect(logger.lines).toEqual([`mail: SMTP 127.0.0.1:${smtp.port} works; each contact message will be e-mailed to owner@example.com`]);
  });

  it('says in one line that it does not, and why, without the password', async () => {
    const logger = memoryLogger();
    const port = await closedPort();
    expect(await checkSmtp(settings(port), 'owner@example.com', logger)).toBe(false);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatch(new RegExp(`^mail: SMTP 127\\.0\\.0\\.1:${port} as owner@example\\.com does not work: .*ECONNREFUSED.*Contact messages are only stored`));
    expect(logger.entries[0]).toMatchObject({ level: 'error', event: 'smtp-failed' });
    expect(logger.text.join('')).not.toContain('smtp-pass-9d1e2f');
  });
});
