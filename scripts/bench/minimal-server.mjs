// The reference for the server-cost bench: the least a Node server can do to answer, one
// http.createServer sending fixed bytes with their type, encoding and length. Started as its
// own process so its CPU time can be read like the site's.
// Usage: node minimal-server.mjs <body file> <content type> [content encoding]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, contentType, contentEncoding] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { 'Content-Type': contentType, 'Content-Length': body.length, ...(contentEncoding ? { 'Content-Encoding': contentEncoding } : {}) };
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`minimal server on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
