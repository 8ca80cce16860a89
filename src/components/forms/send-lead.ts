// Sends a lead form to our server the way the spec's data layer does (§7: JSON body, JSON
// content type, credentials included) and turns every outcome into success or a message the
// visitor can act on. The server's own message wins (spec §8); the fallbacks are the spec's.

export const SEND_FAILED_RETRY = 'Failed to send message. Please try again.';
export const SEND_FAILED = 'Failed to send message';

export type SendResult = { ok: true; message: string } | { ok: false; message: string; reachedServer: boolean };

interface ServerAnswer {
  success?: unknown;
  message?: unknown;
}

export async function sendLead(path: string, body: unknown): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    // Offline, DNS, connection refused: nothing reached the server.
    return { ok: false, message: SEND_FAILED_RETRY, reachedServer: false };
  }
  const answer = (await response.json().catch(() => null)) as ServerAnswer | null;
  const message = typeof answer?.message === 'string' && answer.message.trim() ? answer.message : undefined;
  if (response.ok && answer?.success === true) return { ok: true, message: message ?? '' };
  // An answer that is not ours (a proxy's error page) gets the "try again" fallback.
  if (!answer) return { ok: false, message: SEND_FAILED_RETRY, reachedServer: true };
  return { ok: false, message: message ?? SEND_FAILED, reachedServer: true };
}
