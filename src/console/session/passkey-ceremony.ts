// The browser's half of a passkey ceremony: @simplewebauthn/browser runs navigator.credentials
// and is imported only when a passkey button is pressed, so neither the public pages nor the
// console's first load carry it. Whatever goes wrong is said in plain words: the device's
// refusals (cancelled, already added, not allowed here) and the server's own messages.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiRequestError, errorBody } from '../../lib/api/api-client';

/** An IPv4 or IPv6 address as a URL's host name: never a passkey's relying party. */
const IP_HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:.]+\])$/i;

/**
 * Whether this browser, on this page, can use passkeys at all: it needs WebAuthn, which needs
 * https or localhost, and a host name (at http://127.0.0.1 the browser has WebAuthn, but no
 * passkey can belong to an IP address).
 */
export function passkeysAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !IP_HOST.test(window.location.hostname);
}

export const PASSKEY_MESSAGES = {
  unavailable: 'Passkeys cannot be used here: they need a browser with passkeys, and the console opened at the site’s name over https, or at localhost on this machine (not at an IP address).',
  cancelled: 'The passkey request was cancelled or timed out. Try again, or use the password.',
  alreadyAdded: 'This device already holds a passkey for this console: it is in the list below.',
  wrongAddress: 'Passkeys only work at the site’s own address (https, or localhost on this machine). Open the console there and try again.',
  failed: 'The passkey did not work. Please try again, or use the password.',
} as const;

/** Asks the device for a passkey sign-in with the options the server gave. */
export async function answerSignIn(options: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: options });
  // As plain objects: the body's schema takes fields beyond the ones it names.
  return { ...answer, response: { ...answer.response }, clientExtensionResults: { ...answer.clientExtensionResults } };
}

/** Asks the device to make a passkey with the options the server gave. */
export async function answerRegistration(options: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const answer = await startRegistration({ optionsJSON: options });
  return { ...answer, response: { ...answer.response }, clientExtensionResults: { ...answer.clientExtensionResults } };
}

/** What to tell the owner when a ceremony failed, in plain words. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return errorBody(error)?.message ?? PASSKEY_MESSAGES.failed;
  const code = (error as { code?: unknown })?.code;
  const name = (error as { name?: unknown })?.name;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return PASSKEY_MESSAGES.alreadyAdded;
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_MESSAGES.cancelled;
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') return PASSKEY_MESSAGES.wrongAddress;
  return PASSKEY_MESSAGES.failed;
}
