// Registers one row of the console's endpoint table (src/lib/api/console-endpoints.ts) on an
// Express router: the method and path come from the table, never from a string written here, and
// the handler is typed from the row (its path parameters, its answer, its body schema). A route
// file says which row it answers and how; it cannot answer a path the table does not hold.
//
// A body is parsed where the handler says (parseBody), not before it: several calls check
// something first and must keep answering that first (sign-in sets no-store before its 400,
// Generate refuses empty content before anything else, a conflict answers 404 when sync is off
// whatever the body), and each keeps its own error code and wording.
import type { NextFunction, Request, Response, Router } from 'express';
import type * as z from 'zod/mini';
import { CONSOLE_MOUNT, type AnswerOf, type ConsoleEndpoint, type EndpointBody, type HttpMethod, type ParsedBodyOf, type PathParams } from '../../src/lib/api/console-endpoints';
import { parseInput, type InputErrors, type InputSchema } from '../api/request-input';

/** Any row of the table. */
export type AnyEndpoint = ConsoleEndpoint<unknown, EndpointBody, string>;

/** The request a row's handler gets: its path's parameters by name; the body as sent (parse it with parseBody). */
export type ConsoleRequest<E extends AnyEndpoint> = Request<PathParams<E['path']>, AnswerOf<E>, unknown, Request['query']>;

/** The response a row's handler writes: `res.json` takes the row's answer type. */
export type ConsoleResponse<E extends AnyEndpoint> = Response<AnswerOf<E>>;

export type ConsoleHandler<E extends AnyEndpoint> = (req: ConsoleRequest<E>, res: ConsoleResponse<E>, next: NextFunction) => unknown;

/** Where the spec's console calls live (/api/blog…); a router mounted elsewhere answers them without this prefix. */
const API_PREFIX = '/api';

/**
 * A table path as seen by a router mounted at `mountedAt`: `/api/admin/posts/:slug` → `/posts/:slug`
 * under the console mount. The spec's paths under /api (`/api/blog…`) are answered by the console
 * router too (`/blog…`, so also at /api/admin/blog…); consoleAliases hands them in from /api.
 */
export function routePath(path: string, mountedAt: string = CONSOLE_MOUNT): string {
  if (path === mountedAt) return '/';
  if (path.startsWith(`${mountedAt}/`)) return path.slice(mountedAt.length);
  if (path.startsWith(`${API_PREFIX}/`)) return path.slice(API_PREFIX.length);
  throw new Error(`${path} is not a console path: the table's paths start with ${API_PREFIX}/`);
}

/** Whether a row lives under the console's own mount (else it is one of the spec's /api/blog calls). */
export function underConsoleMount(endpoint: AnyEndpoint): boolean {
  return endpoint.path === CONSOLE_MOUNT || endpoint.path.startsWith(`${CONSOLE_MOUNT}/`);
}

/** The Router method that registers a route for each HTTP method the table uses. */
const ROUTER_METHOD = { GET: 'get', HEAD: 'head', POST: 'post', PUT: 'put', DELETE: 'delete' } as const satisfies Record<HttpMethod, keyof Router>;

/** Answers `endpoint` on `router` (mounted at `mountedAt`) with `handler`. */
export function consoleRoute<E extends AnyEndpoint>(router: Router, endpoint: E, handler: ConsoleHandler<E>, mountedAt: string = CONSOLE_MOUNT): void {
  const path = routePath(endpoint.path, mountedAt);
  // Express types a handler with its own defaults; the row's types above are the stricter ones.
  const handle = handler as unknown as (req: Request, res: Response, next: NextFunction) => unknown;
  router[ROUTER_METHOD[endpoint.method]](path, handle);
}

/** The body parsed with the row's own schema; a failure is the route's 400 (`errors`), naming each field. */
export function parseBody<E extends ConsoleEndpoint<unknown, z.ZodMiniType, string>>(endpoint: E, body: unknown, errors: Pick<InputErrors, 'invalid'>): ParsedBodyOf<E> {
  return parseInput(endpoint.body as unknown as InputSchema<ParsedBodyOf<E>>, body, errors);
}
