import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTemplateFiles } from './template-files';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-template-files-'));
  const files = ['package.json', '.gitignore', 'src/app.tsx', 'public/images/a.svg', 'node_modules/react/index.js', 'dist/index.html', 'src/dist/kept-not.ts', 'npm-debug.log'];
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), 'x');
  }
  await symlink('/etc', path.join(dir, 'src/outside'));
  await symlink('/etc/hostname', path.join(dir, 'linked-file'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('listTemplateFiles', () => {
  it('lists the files a buyer needs, sorted, without installed packages, build output, logs or links', async () => {
    expect(await listTemplateFiles(dir)).toEqual(['.gitignore', 'package.json', 'public/images/a.svg', 'src/app.tsx']);
  });

  it('answers [] for a folder that does not exist', async () => {
    expect(await listTemplateFiles(path.join(dir, 'missing'))).toEqual([]);
    expect(await listTemplateFiles(path.join(dir, 'package.json'))).toEqual([]);
  });
});
