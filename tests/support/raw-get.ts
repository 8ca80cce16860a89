// A GET with the request target exactly as given (fetch would tidy `//`, `..` and encodings
// away), redirects not followed: for tests of how the server answers addresses as typed.
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  location?: string;
  body: string;
}

export function rawGet(origin: string, target: string): Promise<RawAnswer> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
