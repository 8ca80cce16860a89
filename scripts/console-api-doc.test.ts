import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { consoleEndpoints } from '../src/lib/api/console-endpoints';
import { DOC_FILE, endpointTable, TABLE_END, TABLE_START, withEndpointTable } from './console-api-doc';

describe('docs/console-api.md', () => {
  it('holds the endpoint table as src/lib/api/console-endpoints.ts has it', async () => {
    const doc = await readFile(DOC_FILE, 'utf8');
    const upToDate = withEndpointTable(doc) === doc;
    expect(upToDate, "docs/console-api.md's endpoint table differs from src/lib/api/console-endpoints.ts: run `npm run docs:api` and commit the doc").toBe(true);
  });

  it('lists every call once, with its method, path, query and body', () => {
    const table = endpointTable();
    for (const endpoint of Object.values(consoleEndpoints)) {
      const call = `${endpoint.method} ${endpoint.path}`;
      expect(table.split('\n').filter((line) => line.startsWith(`| \`${call}\``) || line.startsWith(`| \`${call}?`))).toHaveLength(1);
    }
    expect(table).toContain('| `POST /api/admin/images?post=…&name=…` | the file\'s bytes |');
    expect(table).toContain('| `POST /api/admin/sync/conflict` | `{copy, keep}` |');
    expect(table).toContain('| `POST /api/admin/session` (no session) | `{password}` |');
  });

  it('keeps the prose around the table and says where the markers go when they are missing', () => {
    const doc = `Before.\n\n${TABLE_START}\nan old table\n${TABLE_END}\n\nAfter.\n`;
    expect(withEndpointTable(doc)).toBe(`Before.\n\n${endpointTable()}\n\nAfter.\n`);
    expect(() => withEndpointTable('No markers here.')).toThrow(/put the lines[\s\S]*npm run docs:api/);
  });
});
