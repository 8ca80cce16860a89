// The content webhook takes in no more than it needs: a caller without the secret is refused
// before its body is read (the old route buffered 5 MB first), and a signed body is read only up
// to WEBHOOK_BODY_LIMIT. Raw HTTP, so a request can stay half-sent while the answer is awaited.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_BODY_LIMIT } from '../../server/sync/sync-router';
import { webhookSignature } from '../../server/sync/webhook-signature';
import { send, TEST_PASSWORD } from '../support/admin-client';
import { createBareRemote } from '../support/bare-remote';
import { startTestApp, type TestApp } from '../support/in-process-app';
import { createTempSite } from '../support/temp-site';

const SECRET = 'hardening-webhook-secret-0123456789';
const FIVE_MB = 5 * 1024 * 1024;

let app: TestApp;
beforeAll(async () => {
  const site = await createTempSite();
  const remote = await createBareRemote(site);
  app = await startTestApp({ site, env: { ADMIN_PASSWORD: TEST_PASSWORD, CONTENT_GIT_REMOTE: remote.dir, CONTENT_WEBHOOK_SECRET: SECRET, CONTENT_SYNC_INTERVAL: '0' } });
});
afterAll(() => app?.close());

interface Answer {
  status: number;
  body: { success?: boolean; code?: string; message?: string };
  /** Bytes of the body sent when the answer came. */
  sent: number;
}

/**
 * Starts a POST that announces (or streams) a large body, sends `chunks` of 16 KB and then
 * stops without ending it: only a server that answers before reading the whole body answers.
 */
function halfSentHook(headers: Record<string, string | number>, chunks: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const outgoing = httpRequest(`${app.url}/api/hooks/content`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        outgoing.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'], sent });
      });
    });
    // The server may close the connection while this side is still sending: that is the point.
    outgoing.on('error', () => undefined);
    outgoing.setTimeout(5000, () => reject(new Error(`no answer within 5 s after ${sent} bytes: the server waited for the rest of the body`)));
    for (let i = 0; i < chunks; i += 1) {
      const chunk = Buffer.alloc(16 * 1024, 'a');
      outgoing.write(chunk);
      sent += chunk.length;
    }
  });
}

describe('POST /api/hooks/content', () => {
  it.each([
    ['no secret at all', {}],
    ['a wrong X-Webhook-Secret', { 'x-webhook-secret': 'not-the-secret-0123456789' }],
    ['a wrong X-Gitlab-Token', { 'x-gitlab-token': 'not-the-secret-0123456789' }],
  ])('answers %s with 401 before reading a 5 MB body', async (_name, headers) => {
    const answer = await halfSentHook({ ...headers, 'content-length': FIVE_MB }, 1);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: 'unauthorized' });
  });

  it('answers a signed body announced as 5 MB with a 413 in JSON, without reading it', async () => {
    const answer = await halfSentHook({ 'x-hub-signature-256': webhookSignature(SECRET, Buffer.from('{}')), 'content-length': FIVE_MB }, 1);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, code: 'payload_too_large', message: expect.stringMatching(/over 512 KB/) });
  });

  it('stops reading a streamed signed body at the limit and answers 413', async () => {
    // Chunked: no length is announced, so the limit is found while reading.
    const answer = await halfSentHook({ 'x-hub-signature-256': webhookSignature(SECRET, Buffer.from('{}')), 'transfer-encoding': 'chunked' }, Math.ceil(WEBHOOK_BODY_LIMIT / (16 * 1024)) + 2);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('payload_too_large');
  });

  it('still accepts a signed body just under the limit, and the secret in a header with any body', async () => {
    const body = JSON.stringify({ ref: 'refs/heads/main', padding: 'x'.repeat(WEBHOOK_BODY_LIMIT - 100) });
    const signed = await fetch(`${app.url}/api/hooks/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': webhookSignature(SECRET, Buffer.from(body)) },
      body,
    });
    expect(signed.status).toBe(200);
    const withToken = await send(`${app.url}/api/hooks/content`, { method: 'POST', headers: { 'x-webhook-secret': SECRET }, body: { padding: 'x'.repeat(200_000) } });
    expect(withToken.status).toBe(200);
    const wrong = await fetch(`${app.url}/api/hooks/content`, { method: 'POST', headers: { 'x-hub-signature-256': webhookSignature('another-secret-altogether', Buffer.from(body)) }, body });
    expect(wrong.status).toBe(401);
  });
});
