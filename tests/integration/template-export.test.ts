// Template export (spec §7, issue 5): GET /api/templates/{slug}/export streams {slug}.zip. Every
// template's zip is unzipped into a temp folder and built there on its own — its own type-check,
// esbuild bundle and Tailwind stylesheet from the files in the zip — with the workspace's
// node_modules linked in place of `npm install`. Also: the 404s, and the public files the live
// demo loads from /api/templates/{slug}/assets/.
import { execFile } from 'node:child_process';
import { demoContentFiles } from '../../scripts/demo-content.mjs';
import { request } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../support/in-process-app';
import { REPO_ROOT } from '../support/temp-site';

const run = promisify(execFile);
const SLUGS = demoContentFiles(REPO_ROOT).filter((file) => file.startsWith('templates/')).map((file) => path.posix.basename(file).replace(/\.md$/, ''));

let app: TestApp;
let work: string;
beforeAll(async () => {
  [app, work] = await Promise.all([startTestApp(), mkdtemp(path.join(tmpdir(), 'folio-export-'))]);
});
afterAll(async () => {
  await app?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const get = (urlPath: string) => fetch(app.url + urlPath);

/** A GET with the path sent exactly as written: fetch would resolve '..' and '%2E%2E' itself. */
function rawGet(urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(app.url);
    request({ hostname, port, path: urlPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

async function download(slug: string): Promise<string> {
  const response = await get(`/api/templates/${slug}/export`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${slug}.zip"`);
  const zip = Buffer.from(await response.arrayBuffer());
  expect(zip.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
  const file = path.join(work, `${slug}.zip`);
  await writeFile(file, zip);
  return file;
}

describe('GET /api/templates/{slug}/export', () => {
  it('knows every template entry', () => {
    expect(SLUGS.sort()).toEqual(['developer-portfolio', 'map-product-landing', 'real-estate-listings']);
  });

  it.each(SLUGS)('%s: the zip unzips into a project that builds on its own', async (slug) => {
    const zip = await download(slug);
    const { stdout: listing } = await run('unzip', ['-Z1', zip]);
    const entries = listing.trim().split('\n');
    // One top folder named after the slug; nothing a local run leaves behind.
    expect(entries.every((entry) => entry.startsWith(`${slug}/`))).toBe(true);
    expect(entries.filter((entry) => /(^|\/)(node_modules|dist)\//.test(entry))).toEqual([]);
    for (const file of ['package.json', 'README.md', 'build.mjs', 'tsconfig.json', 'index.html', 'src/main.tsx', 'src/app.tsx', 'src/styles.css']) {
      expect(entries, file).toContain(`${slug}/${file}`);
    }
    expect(entries.some((entry) => entry.startsWith(`${slug}/public/images/`))).toBe(true);

    const target = path.join(work, `${slug}-unzipped`);
    await mkdir(target);
    await run('unzip', ['-q', zip, '-d', target]);
    const project = path.join(target, slug);

    // The linked node_modules stand in for `npm install` only if they are what it would fetch.
    const own = JSON.parse(await readFile(path.join(project, 'package.json'), 'utf8')) as PackageJson;
    const workspace = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as PackageJson;
    const workspaceRanges = { ...workspace.dependencies, ...workspace.devDependencies };
    for (const [name, range] of Object.entries({ ...own.dependencies, ...own.devDependencies })) {
      expect(workspaceRanges[name], `${name} in ${slug}/package.json`).toBe(range);
    }
    expect(Object.keys(own.dependencies ?? {}).sort()).toEqual(['react', 'react-dom']);

    await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
    await run('npm', ['run', 'build'], { cwd: project, timeout: 120_000 });

    const dist = path.join(project, 'dist');
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    for (const [, reference] of html.matchAll(/(?:src|href)="\.\/([^"]+)"/g)) {
      expect((await stat(path.join(dist, reference!))).size, reference).toBeGreaterThan(0);
    }
    const script = await readFile(path.join(dist, 'assets/main.js'), 'utf8');
    expect(script).toContain('createRoot');
    const css = await readFile(path.join(dist, 'assets/styles.css'), 'utf8');
    // Tailwind saw the template's own classes: every template uses a grid and a rounded box.
    expect(css).toMatch(/\.grid\{/);
    expect(css).toMatch(/\.rounded-2xl\{|\.rounded-xl\{/);
  }, 180_000);

  it.each([
    ['an unknown slug', '/api/templates/no-such-template/export'],
    ['a slug with capitals', '/api/templates/Real-Estate-Listings/export'],
    ['a slug that tries to leave the folder', '/api/templates/..%2F..%2Fpackage/export'],
  ])('answers %s with 404 JSON', async (_name, urlPath) => {
    const response = await rawGet(urlPath);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ success: false, code: 'not_found', message: 'Template not found' });
  });

  it('answers 404 JSON for an entry whose template folder does not exist', async () => {
    const entry = ['---', 'title: Ghost', 'description: No folder behind it.', 'image: /images/templates/developer-portfolio.webp', 'componentPath: no-such-folder', 'publishedAt: 2026-01-01', '---', 'Nothing here.', ''];
    await writeFile(path.join(app.site.contentDir, 'templates/ghost.md'), entry.join('\n'));
    await waitFor(async () => app.index.getTemplate('ghost') !== undefined, 5000);
    const response = await get('/api/templates/ghost/export');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'not_found', message: 'Template "ghost" has no files to export' });
  });

  it('leaves the read API in charge of /api/templates/{slug}', async () => {
    const response = await get('/api/templates/map-product-landing');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: 'map-product-landing', componentPath: 'map-product-landing' });
  });
});

describe('GET /api/templates/{slug}/assets/{file}', () => {
  it('serves a file of the template public/ folder', async () => {
    const response = await get('/api/templates/real-estate-listings/assets/images/map.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(await readFile(path.join(REPO_ROOT, 'templates/real-estate-listings/public/images/map.svg'), 'utf8'));
  });

  it.each([
    ['a missing file', '/api/templates/real-estate-listings/assets/images/no-such.svg', 'File not found'],
    ['a parent folder', '/api/templates/real-estate-listings/assets/..%2Fpackage.json', 'File not found'],
    ['dot segments', '/api/templates/real-estate-listings/assets/images/%2E%2E/%2E%2E/package.json', 'File not found'],
    ['plain dot segments', '/api/templates/real-estate-listings/assets/images/../../package.json', 'File not found'],
    ['a hidden file', '/api/templates/real-estate-listings/assets/.gitignore', 'File not found'],
    ['an unknown template', '/api/templates/no-such-template/assets/images/map.svg', 'Template not found'],
  ])('answers %s with 404 JSON', async (_name, urlPath, message) => {
    const response = await rawGet(urlPath);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ success: false, code: 'not_found', message });
  });
});

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
