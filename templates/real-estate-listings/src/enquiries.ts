// Sends the viewing-request and contact forms. Set ENDPOINT to a URL that accepts a JSON POST
// (your own API, a form service, a CRM webhook); left empty, the forms only pretend to send,
// which is what the demo does.
export const ENDPOINT = '';

export type EnquiryStatus = 'idle' | 'sending' | 'sent' | 'failed';

export async function sendEnquiry(kind: 'viewing' | 'contact', fields: Record<string, string>): Promise<void> {
  if (!ENDPOINT) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return;
  }
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind, ...fields, sentAt: new Date().toISOString() }),
  });
  if (!response.ok) throw new Error(`The enquiry was not accepted (${response.status})`);
}
