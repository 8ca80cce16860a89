// One guard for the whole console (issue 27, decisions 047 and 049): every route the console
// router holds, found by walking its stack rather than listed by hand, answers 401 without a valid
// session — no header, a forged session token, a wrong password — and so does every 'session' row
// of the endpoint table at its own path (the spec's /api/blog calls included). The walk is also
// held against the table: each route registered is a row, each row is registered once. A console
// route registered anywhere else in the app (outside the guarded mount) fails here too, so a new
// route cannot be public by forgetting the guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRouter } from '../../server/admin/console-router';
import { routePath, type AnyEndpoint } from '../../server/admin/console-route';
import { sessionRoutes } from '../../server/admin/session-routes';
import { CONSOLE_MOUNT, consoleEndpoints, type ConsoleEndpointName } from '../../src/lib/api/console-endpoints';
import { signIn, TEST_PASSWORD } from '../support/admin-client';
import { startTestApp, type TestApp } from '../support/in-process-app';

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
}

interface FoundRoute {
  method: string;
  path: string;
}

/** Every route in a router and the routers it mounts (the console's sub-routers have no mount path). */
function routesOf(router: { stack?: RouteLayer[] }): FoundRoute[] {
  return (router.stack ?? []).flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const methods = Object.keys(layer.route.methods).filter((method) => method !== '_all');
      return paths.flatMap((path) => methods.map((method) => ({ method: method.toUpperCase(), path })));
    }
    return layer.handle?.stack ? routesOf(layer.handle) : [];
  });
}

/** A concrete address for a route's pattern: each `:param` becomes a plausible value. */
const concrete = (path: string) => path.replace(/:\w+/g, 'guard-check');

const rows = Object.entries(consoleEndpoints) as [ConsoleEndpointName, AnyEndpoint][];

/** Where app.ts mounts the sign-in routes (outside the guard). */
const SESSION_ROUTES_MOUNT = '/api';

/** Every 'session' row at its own full path, each `:param` filled with a plausible value. */
const SESSION_ROWS: FoundRoute[] = rows.filter(([, row]) => row.access === 'session').map(([, row]) => ({ method: row.method, path: concrete(row.path) }));

/** Signing out a dead token is not an error: the one 'session' row that is not behind the guard. */
const SIGN_OUT: FoundRoute = { method: consoleEndpoints.signOut.method, path: consoleEndpoints.signOut.path };

/** A token shaped like a session's (so the password check is not reached) that was never issued. */
const FORGED_SESSION = `folio_${'A'.repeat(43)}`;

let app: TestApp;
let consoleRoutes: FoundRoute[];
let consoleRouterRoutes: FoundRoute[];
let signInRoutes: FoundRoute[];
beforeAll(async () => {
  // The wrong-password requests below must each meet the guard, not the sign-in throttle.
  app = await startTestApp({ env: { ADMIN_PASSWORD: TEST_PASSWORD }, admin: { throttle: { freeFailures: 1000, maxFailures: 1000, stepDelayMs: 0 } } });
  consoleRouterRoutes = routesOf(consoleRouter(app.admin) as unknown as { stack: RouteLayer[] });
  consoleRoutes = consoleRouterRoutes.map(({ method, path }) => ({ method, path: CONSOLE_MOUNT + concrete(path) }));
  signInRoutes = routesOf(sessionRoutes(app.admin.auth, app.admin.passkeys) as unknown as { stack: RouteLayer[] });
});
afterAll(() => app?.close());

async function statusOf({ method, path }: FoundRoute, authorization?: string): Promise<number> {
  const response = await fetch(app.url + path, { method, headers: authorization === undefined ? {} : { authorization } });
  await response.arrayBuffer();
  return response.status;
}

describe('the console guard', () => {
  it('finds the console routes by walking the router (a broken walk would check nothing)', () => {
    const names = consoleRoutes.map(({ method, path }) => `${method} ${path}`);
    expect(consoleRoutes.length).toBeGreaterThan(25);
    for (const known of ['GET /api/admin/blog', 'PUT /api/admin/posts/guard-check', 'POST /api/admin/images', 'DELETE /api/admin/preview-links/guard-check', 'GET /api/admin/leads/contacts.csv', 'POST /api/admin/sync/conflict', 'POST /api/admin/backup/check']) {
      expect(names).toContain(known);
    }
  });

  it('routes every row of the endpoint table, and nothing the table does not hold', () => {
    const key = ({ method, path }: FoundRoute) => `${method} ${path}`;
    const registered = [...consoleRouterRoutes.map((route) => `guarded ${key(route)}`), ...signInRoutes.map((route) => `sign-in ${key(route)}`)];
    // Each row where it belongs: sign-in (password or passkey) and sign-out before the guard, every other row behind it.
    const expected = rows.map(([name, row]) =>
      row.access === 'public' || name === 'signOut' ? `sign-in ${row.method} ${routePath(row.path, SESSION_ROUTES_MOUNT)}` : `guarded ${row.method} ${routePath(row.path)}`,
    );
    expect(registered.sort()).toEqual(expected.sort());
  });

  it.each([
    ['no Authorization header', undefined],
    ['a forged session token', `Bearer ${FORGED_SESSION}`],
    ['a wrong password', 'Bearer not the console password'],
  ])('answers 401 to every console route and every session row of the table with %s', async (_name, authorization) => {
    const answers: string[] = [];
    const listPosts = { method: consoleEndpoints.listPosts.method, path: consoleEndpoints.listPosts.path };
    // The public list answers GET /api/blog without a header; every other call is the console's.
    const sessionRows = SESSION_ROWS.filter((row) => !(row.method === SIGN_OUT.method && row.path === SIGN_OUT.path) && !(authorization === undefined && row.method === listPosts.method && row.path === listPosts.path));
    expect(sessionRows.length).toBe(SESSION_ROWS.length - (authorization === undefined ? 2 : 1));
    for (const route of [...consoleRoutes, ...sessionRows]) answers.push(`${route.method} ${route.path} → ${await statusOf(route, authorization)}`);
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });

  it('signs out a token that is not valid without an error (the one session row outside the guard)', async () => {
    expect(await statusOf(SIGN_OUT)).toBe(204);
    expect(await statusOf(SIGN_OUT, `Bearer ${FORGED_SESSION}`)).toBe(204);
  });

  it('lets a signed-in console through the same guard', async () => {
    const token = await signIn(app.url);
    expect(await statusOf({ method: 'GET', path: '/api/admin/problems' }, `Bearer ${token}`)).toBe(200);
    expect(await statusOf({ method: 'HEAD', path: '/api/blog' }, `Bearer ${token}`)).toBe(200);
    expect(await statusOf({ method: 'GET', path: '/api/admin/blog' }, `Bearer ${token}`)).toBe(200);
  });

  it('holds no console route outside the guarded mount', () => {
    // Sign-in (password or passkey) is the one console call that cannot need a session; /admin itself is the page redirect.
    const appRoutes = routesOf((app.express as unknown as { router: { stack: RouteLayer[] } }).router);
    // The walk reaches into the routers mounted under /api (else this check would see nothing).
    expect(appRoutes).toContainEqual({ method: 'POST', path: '/admin/session' });
    const signInPaths = new Set([SIGN_OUT, ...rows.filter(([, row]) => row.access === 'public').map(([, row]) => row)].map((row) => routePath(row.path, SESSION_ROUTES_MOUNT)));
    expect(signInPaths).toEqual(new Set(['/admin/session', '/admin/session/passkey-options', '/admin/session/passkey']));
    const outside = appRoutes.filter(({ path }) => path.startsWith('/admin/') && path !== '/admin/' && !signInPaths.has(path));
    expect(outside).toEqual([]);
  });
});

