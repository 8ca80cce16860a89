// A fake OpenAI-compatible provider on 127.0.0.1: answers POST /v1/chat/completions with what
// the test sets, and records every request, so 'Generate with AI' is tested over real HTTP.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAIRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; response_format?: { type?: string }; messages?: { role: string; content: string }[] };
}

export type FakeAnswer = { status: 200; content: string } | { status: number; error: string };

export interface FakeOpenAI {
  /** Base URL to pass as OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: FakeOpenAIRequest[];
  /** What the next requests get; a JSON-object answer by default. */
  answer: FakeAnswer;
  close: () => Promise<void>;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const fake: Omit<FakeOpenAI, 'baseUrl' | 'close'> = { requests: [], answer: { status: 200, content: '{}' } };
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    fake.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: text ? JSON.parse(text) : {} });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const answer = fake.answer;
    if (answer.status !== 200 || !('content' in answer)) {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'error' in answer ? answer.error : 'failed', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
