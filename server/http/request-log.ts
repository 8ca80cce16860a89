// One log line per request (pino-http): method, path, status, duration, bytes sent and a request
// id. The path is logged without its query string (a query may carry a token or an e-mail), and
// no header is logged: not Authorization, not cookies, not the visitor's address (the privacy
// page says so). The request id comes from the proxy's X-Request-Id when it looks like one (the
// nginx recipe sets it), else it is made here; the answer carries it back. Both work on the plain
// Node request: `requestLog` (pino-http) for what Express answers, and `cachedAnswerLog`, which
// writes the same line for the short path's cached answers at a fraction of pino-http's cost per
// request (a child logger and its serializers per request cost more than the answer itself; even
// one plain pino call cost a third of a small answer, so the line is made by request-line.ts).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';
import { requestLineWriter } from './request-line';

const REQUEST_ID = /^[\w.-]{8,64}$/;
const BYTES = Symbol('bytes sent');

type CountedResponse = ServerResponse & { [BYTES]?: number };
type Request = IncomingMessage & { originalUrl?: string; id?: string | number | object };

function pathOf(req: Request): string {
  const target = req.originalUrl ?? req.url ?? '';
  const query = target.indexOf('?');
  return (query === -1 ? target : target.slice(0, query)).slice(0, 512);
}

/** Counts the body bytes written, after compression (it wraps write/end before compression does). */
function countBytes(res: ServerResponse): void {
  const counted = res as CountedResponse;
  counted[BYTES] = 0;
  const add = (chunk: unknown) => {
    if (typeof chunk === 'string') counted[BYTES]! += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) counted[BYTES]! += chunk.byteLength;
  };
  const { write, end } = res;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    add(chunk);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') add(chunk);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
}

/**
 * Ids made here: a random prefix per process and a counter, unique across restarts as a UUID
 * would be, at a fifth of randomUUID's cost on every request.
 */
const ID_PREFIX = randomBytes(9).toString('base64url');
let idCount = 0;

/** The proxy's X-Request-Id when it looks like one, else a new one. */
function idOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : `${ID_PREFIX}-${(idCount++).toString(36)}`;
}

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = idOf(req);
  res.setHeader('X-Request-Id', id);
  return id;
}

const levelOf = (path: string, status: number) => (status >= 500 ? 'error' : path === '/healthz' ? 'debug' : 'info');

/** Starts a request's log line, written once the answer is finished (or the connection closed). */
export function requestLog(logger: Logger): (req: IncomingMessage, res: ServerResponse) => void {
  const log = pinoHttp({
    logger: logger.pino,
    wrapSerializers: false,
    serializers: {
      req: (req: Request) => ({ id: req.id, method: req.method, path: pathOf(req) }),
      res: (res: CountedResponse) => ({ status: res.statusCode, bytes: res[BYTES] ?? 0 }),
    },
    genReqId: requestId,
    // Monitors poll /healthz every few seconds; those lines would drown the visitors' ones.
    customLogLevel: (req, res, error) => (error ? 'error' : levelOf(pathOf(req), res.statusCode)),
    customSuccessMessage: (req, res, ms) => `${req.method} ${pathOf(req)} ${res.statusCode} ${ms} ms`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customAttributeKeys: { responseTime: 'ms' },
  });
  return (req, res) => {
    countBytes(res);
    log(req, res);
  };
}

/**
 * The same line as requestLog's, for an answer the short path sends from the cache. Its status
 * and size are known before it is written and it is written at once, so the line is written
 * now, with no listener or wrapper on the response, and put together by hand (request-line.ts);
 * the answer's request id is returned for its X-Request-Id header.
 */
export function cachedAnswerLog(logger: Logger): (req: IncomingMessage, status: number, bytes: number) => string {
  const write = requestLineWriter(logger.pino);
  return (req, status, bytes) => {
    const id = idOf(req);
    const path = pathOf(req);
    const method = req.method ?? 'GET';
    write(levelOf(path, status), { id, method, path, status, bytes, ms: 0 });
    return id;
  };
}
