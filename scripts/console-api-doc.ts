// Writes the endpoint table of docs/console-api.md from the console's endpoint table
// (src/lib/api/console-endpoints.ts), between two markers; the prose around it is the doc's own.
// `npm run docs:api` rewrites it; console-api-doc.test.ts fails when the doc is out of date, so
// the docs cannot drift from the calls the server answers.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { consoleEndpoints, type EndpointBody } from '../src/lib/api/console-endpoints';

export const DOC_FILE = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'docs', 'console-api.md');
export const TABLE_START = '<!-- endpoint table: written by `npm run docs:api` from src/lib/api/console-endpoints.ts; edit the table there -->';
export const TABLE_END = '<!-- end of endpoint table -->';

/** A body with more fields than this is shown by its required ones and "…": the schema has the rest. */
const MOST_FIELDS_SHOWN = 6;

interface SchemaInternals {
  _zod: { def: { type: string; shape?: Record<string, { _zod: { optin?: string } }> }; optin?: string };
}

/** What a call sends: a JSON object's fields (`name?` when optional), the file's bytes, or nothing. */
function sends(body: EndpointBody): string {
  if (body === null) return '—';
  if (body === 'bytes') return "the file's bytes";
  const { shape } = (body as unknown as SchemaInternals)._zod.def;
  if (!shape) return 'JSON';
  const fields = Object.entries(shape).map(([name, field]) => ({ name, optional: field._zod.optin === 'optional' }));
  const shown = fields.length > MOST_FIELDS_SHOWN ? [...fields.filter((field) => !field.optional).map((field) => field.name), '…'] : fields.map((field) => (field.optional ? `${field.name}?` : field.name));
  return `\`{${shown.join(', ')}}\``;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The Markdown table of every call, in the table's order, between its markers. */
export function endpointTable(): string {
  const rows = Object.values(consoleEndpoints).map((endpoint) => {
    const query = endpoint.query.length > 0 ? `?${endpoint.query.map((name) => `${name}=…`).join('&')}` : '';
    const call = `\`${endpoint.method} ${endpoint.path}${query}\`${endpoint.access === 'public' ? ' (no session)' : ''}`;
    return `| ${call} | ${cell(sends(endpoint.body))} | ${cell(endpoint.does)} |`;
  });
  return [TABLE_START, '', '| Call | Sends | What it does and answers |', '|---|---|---|', ...rows, '', TABLE_END].join('\n');
}

/** The doc with its table section rewritten; an error names the marker that is missing. */
export function withEndpointTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`${path.relative(process.cwd(), DOC_FILE)}: put the lines\n${TABLE_START}\n${TABLE_END}\nwhere the endpoint table goes, then run npm run docs:api again.`);
  }
  return doc.slice(0, start) + endpointTable() + doc.slice(end + TABLE_END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const doc = await readFile(DOC_FILE, 'utf8');
  const written = withEndpointTable(doc);
  if (written === doc) console.log(`${path.relative(process.cwd(), DOC_FILE)}: the endpoint table is up to date.`);
  else {
    await writeFile(DOC_FILE, written);
    console.log(`${path.relative(process.cwd(), DOC_FILE)}: the endpoint table was rewritten from src/lib/api/console-endpoints.ts.`);
  }
}
