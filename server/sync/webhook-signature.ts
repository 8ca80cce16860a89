// Who may trigger a pull: a caller that knows CONTENT_WEBHOOK_SECRET. Accepted as the secret
// itself in `X-Webhook-Secret` (or GitLab's `X-Gitlab-Token`), or as GitHub's (and Gitea's)
// `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`. Comparisons take the same
// time whatever the input, so the secret cannot be guessed byte by byte.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface WebhookCredentials {
  /** X-Webhook-Secret or X-Gitlab-Token. */
  token?: string;
  /** X-Hub-Signature-256. */
  signature?: string;
}

export function webhookSignature(secret: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function verifyWebhook(secret: string | undefined, body: Buffer, { token, signature }: WebhookCredentials): boolean {
  return tokenMatches(secret, token) || signatureMatches(secret, body, signature);
}

/** The secret sent as itself: checked from the headers alone, before any of the body is read. */
export function tokenMatches(secret: string | undefined, token: string | undefined): boolean {
  if (!secret || token === undefined) return false;
  return sameText(token, secret);
}

/** GitHub's and Gitea's HMAC of the raw body, in either letter case. */
export function signatureMatches(secret: string | undefined, body: Buffer, signature: string | undefined): boolean {
  if (!secret || signature === undefined) return false;
  return sameText(signature.trim().toLowerCase(), webhookSignature(secret, body));
}

/** Equal-length digests first, so neither the content nor the length leaks through timing. */
function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
