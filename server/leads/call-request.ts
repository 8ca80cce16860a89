// A call request (the /calendar form shown when the booking provider cannot load) is kept as a
// contact message with the service 'Call request': the owner finds it in the console's leads and
// in the e-mail where every message goes, with nothing new to learn or to back up (decision 068).
import type { CallRequest } from '../../src/lib/schemas/call-request';
import type { ContactRequest } from '../../src/lib/schemas/contact';

export const CALL_REQUEST_SERVICE = 'Call request';
export const CALL_REQUEST_SUCCESS = "Thank you! I'll reply by email to confirm a time for our call.";

export function callRequestAsContact({ name, email, times, timeZone, topic, website }: CallRequest): ContactRequest {
  const message = [`Preferred times: ${times}`, `Time zone: ${timeZone ?? 'not given'}`, '', topic].join('\n');
  return { name, email, service: CALL_REQUEST_SERVICE, message, website };
}
