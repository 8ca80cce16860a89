// One HTTPS request with node:https, trusting a given certificate and sent from a chosen
// loopback address (127.0.0.2, 127.0.0.3 …), so that a test can be two different visitors.
import { request } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';

export interface HttpsAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: <T = unknown>() => T;
}

export function httpsRequest(
  url: string,
  options: { ca: Buffer; from?: string; method?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, ca: options.ca, localAddress: options.from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: <T>() => JSON.parse(text) as T });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
