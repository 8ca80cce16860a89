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
  if (!secret) return false;
  const tokenOk = token !== undefined && sameText(token, secret);
  const signatureOk = signature !== undefined && sameText(signature.trim().toLowerCase(), webhookSignature(secret, body));
  return tokenOk || signatureOk;
}

/** Equal-length digests first, so neither the content nor the length leaks through timing. */
function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
