// The reference for the server-cost bench: the least a Node server can do to send the same
// answer as the site, one http.createServer writing fixed bytes — the site's body and headers as
// captured from it — on every request. Started as its own process so its CPU time can be read
// like the site's.
// Usage: node minimal-server.mjs <body file> <headers JSON file>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, headersFile] = process.argv.slice(2);
const body = readFileSync(file);
const headers = JSON.parse(readFileSync(headersFile, 'utf8'));
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`minimal server on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
