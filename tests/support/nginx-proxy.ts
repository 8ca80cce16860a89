// Runs the real nginx (Debian's nginx-light) on loopback with deploy/nginx/folio.conf, the file
// docs/deploy.md shows, changing only what a test machine must: its ports, a throwaway certificate
// for 127.0.0.1 made with openssl, the Folio port, and the cache folder. nginx runs in the
// foreground with its own prefix, pid file and temp folders under a temp folder.
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { spawnInGroup, stopGroup } from './process-group';
import { REPO_ROOT } from './temp-site';

const run = promisify(execFile);

export const NGINX_CONF = path.join(REPO_ROOT, 'deploy/nginx/folio.conf');

export interface NginxProxy {
  /** https://127.0.0.1:<port>, the server block that terminates TLS. */
  httpsUrl: string;
  /** http://127.0.0.1:<port>, the block that redirects to HTTPS. */
  httpUrl: string;
  /** The certificate nginx presents, to trust in the test's requests. */
  ca: Buffer;
  errors: () => Promise<string>;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Replaces `from` with `to`, failing when the shown file no longer has `from`. */
function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/folio.conf no longer contains "${from}"; update the reverse-proxy test with it`);
  return text.split(from).join(to);
}

export async function startNginx(upstreamPort: number): Promise<NginxProxy> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'folio-nginx-'));
  const [tlsPort, httpPort] = [await freePort(), await freePort()];
  const cert = path.join(prefix, 'cert.pem');
  const key = path.join(prefix, 'key.pem');
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert]);

  let site = await readFile(NGINX_CONF, 'utf8');
  site = substitute(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`);
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = substitute(site, '/etc/letsencrypt/live/your.domain/fullchain.pem', cert);
  site = substitute(site, '/etc/letsencrypt/live/your.domain/privkey.pem', key);
  site = substitute(site, 'http://127.0.0.1:3000', `http://127.0.0.1:${upstreamPort}`);
  site = substitute(site, '/var/cache/nginx/folio', path.join(prefix, 'cache'));
  await writeFile(path.join(prefix, 'folio.conf'), site);
  for (const dir of ['cache', 'temp']) await mkdir(path.join(prefix, dir));
  const temp = (name: string) => path.join(prefix, 'temp', name);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      // As root, workers would otherwise run as nobody and could not read the temp folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(prefix, 'folio.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  await run(binary, ['-t', '-q', ...args]);
  const child: ChildProcess = spawnInGroup(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const httpsUrl = `https://127.0.0.1:${tlsPort}`;
  await waitForPort(httpPort, () => child.exitCode !== null, () => stderr);

  return {
    httpsUrl,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca: await readFile(cert),
    errors: () => readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => ''),
    stop: async () => {
      // nginx's graceful stop; its workers are in its group and end with it.
      await stopGroup(child, 'SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, exited: () => boolean, stderr: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (exited()) throw new Error(`nginx exited: ${stderr()}`);
    const open = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen within 10 s: ${stderr()}`);
}
