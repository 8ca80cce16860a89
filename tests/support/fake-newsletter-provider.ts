// A real HTTP server on 127.0.0.1 standing in for the newsletter provider's form endpoint. It
// records each POST's multipart fields, the way the provider would read them.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderSubmission {
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

export interface FakeNewsletterProvider {
  /** The form endpoint to put in the settings' newsletter.formAction. */
  formAction: string;
  submissions: ProviderSubmission[];
  close: () => Promise<void>;
}

async function readFields(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return {};
  // The platform's own multipart parser, so the test does not trust a parser of ours.
  const form = await new Request('http://provider.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body: Buffer.concat(chunks) }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

export async function startFakeNewsletterProvider(): Promise<FakeNewsletterProvider> {
  const submissions: ProviderSubmission[] = [];
  const server = createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    readFields(request).then(
      (fields) => {
        submissions.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', fields });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    formAction: `http://127.0.0.1:${port}/jsonp/1234567/forms/987654321/subscribe`,
    submissions,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
