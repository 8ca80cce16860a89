// Sends a lead form to our server through the data layer (JSON body, JSON content type,
// credentials included) and turns every outcome into success or a message the visitor can act
// on. The server's own message wins; otherwise a failure that may pass on a retry asks for one.
import { apiRequest, ApiRequestError } from '../../lib/api/api-client';

export const SEND_FAILED_RETRY = 'Failed to send message. Please try again.';
export const SEND_FAILED = 'Failed to send message';

export type SendResult = { ok: true; message: string } | { ok: false; message: string; reachedServer: boolean };

interface ServerAnswer {
  success?: unknown;
  message?: unknown;
}

export async function sendLead(path: string, body: unknown): Promise<SendResult> {
  let answer: unknown;
  try {
    answer = await apiRequest<unknown>(path, { body });
    // A success without a JSON content type is still read as JSON, as an error body is.
    if (answer instanceof Response) answer = await answer.json().catch(() => null);
  } catch (error) {
    if (error instanceof ApiRequestError) return refused(error.body);
    // An OK answer whose JSON does not parse reached the server, but it is not ours.
    if (error instanceof SyntaxError) return refused(null);
    // Offline, DNS, connection refused: nothing reached the server.
    return { ok: false, message: SEND_FAILED_RETRY, reachedServer: false };
  }
  const { success } = (answer ?? {}) as ServerAnswer;
  if (success === true) return { ok: true, message: messageOf(answer) ?? '' };
  return refused(answer);
}

function messageOf(answer: unknown): string | undefined {
  const message = (answer as ServerAnswer | null)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

function refused(answer: unknown): SendResult {
  // An answer that is not ours (a proxy's error page) gets the "try again" fallback.
  if (!answer) return { ok: false, message: SEND_FAILED_RETRY, reachedServer: true };
  return { ok: false, message: messageOf(answer) ?? SEND_FAILED, reachedServer: true };
}
