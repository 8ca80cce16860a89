// The short path for cached answers (decision 022). A page or read-API answer already made in
// this content version is written straight to the socket from a response prepared once per
// version, encoding and scheme — headers, ETag, bytes — without entering Express, whose
// middleware chain would compute the same headers (and hash the same bytes) for every request.
// Anything else goes to Express: a miss, a non-200 page, a request with credentials.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { strongEtag, type CompressedBody } from './compressed-body';

export interface CachedAnswerSources {
  /** The page cached for a request's URL (the renderer's own lookup). */
  page(rawUrl: string): { status: number; body: CompressedBody } | undefined;
  /** The read-API answer cached for a request target (the read API decides which parameters count). */
  api(requestTarget: string): CompressedBody | undefined;
}

export interface CachedAnswerOptions {
  sources: CachedAnswerSources;
  /** The security headers for a scheme, as Express would set them. */
  securityHeaders: (secure: boolean) => Readonly<Record<string, string>>;
  /** Express's compiled `trust proxy` setting: whether a hop may name the scheme. */
  trustProxy: (address: string, hop: number) => boolean;
  /** The Cache-Control and Content-Type of pages and API answers (and any other headers), as their routes send them. */
  page: { cacheControl: string; contentType: string; headers?: Readonly<Record<string, string>> };
  api: { cacheControl: string; contentType: string; headers?: Readonly<Record<string, string>> };
  /**
   * Called once the short path has decided what to answer, before it is written: the answer's
   * log line. Returns the request id the answer carries in X-Request-Id.
   */
  onAnswer?: (req: IncomingMessage, status: number, bytes: number) => string;
}

interface Prepared {
  headers: OutgoingHttpHeaders;
  /** A 304 carries the same headers less the body's type and length (as Express sends it). */
  notModified: OutgoingHttpHeaders;
  etag: string;
  bytes: Buffer;
}

/**
 * Distinct Accept-Encoding values remembered per cached body and scheme: browsers send a handful;
 * past this many (a client making them up) the answer is negotiated anew for each request.
 */
const REMEMBERED_ENCODINGS = 16;

/** A body's answers for one scheme: by encoding, and by each Accept-Encoding value seen. */
interface Answers {
  byEncoding: Map<string, Prepared>;
  byHeader: Map<string, Prepared>;
}

/** Returns a function that answers a request from the caches and says whether it did. */
export function cachedAnswers({ sources, securityHeaders, trustProxy, page, api, onAnswer }: CachedAnswerOptions) {
  // A request costs one lookup by its Accept-Encoding as sent, not a negotiation.
  const prepared = { plain: new WeakMap<CompressedBody, Answers>(), secure: new WeakMap<CompressedBody, Answers>() };

  function prepare(body: CompressedBody, acceptEncoding: string, secure: boolean, kind: CachedAnswerOptions['page']): Prepared {
    const forScheme = secure ? prepared.secure : prepared.plain;
    let answers = forScheme.get(body);
    const remembered = answers?.byHeader.get(acceptEncoding);
    if (remembered) return remembered;
    if (!answers) forScheme.set(body, (answers = { byEncoding: new Map(), byHeader: new Map() }));
    const { bytes, encoding } = body.negotiate(acceptEncoding);
    let made = answers.byEncoding.get(encoding ?? 'identity');
    if (!made) {
      const etag = strongEtag(bytes);
      const common: OutgoingHttpHeaders = {
        ...securityHeaders(secure),
        'Cache-Control': kind.cacheControl,
        ...kind.headers,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        ETag: etag,
      };
      made = { headers: { ...common, 'Content-Type': kind.contentType, 'Content-Length': bytes.length }, notModified: common, etag, bytes };
      answers.byEncoding.set(encoding ?? 'identity', made);
    }
    if (answers.byHeader.size < REMEMBERED_ENCODINGS) answers.byHeader.set(acceptEncoding, made);
    return made;
  }

  // Whether a connection's peer is a trusted proxy, decided once per connection (it parses the
  // address), not once per request on a kept-alive connection.
  const trustedPeers = new WeakMap<Socket, boolean>();

  /** req.secure as Express computes it. */
  function isSecure(req: IncomingMessage): boolean {
    const socket = req.socket;
    const encrypted = (socket as { encrypted?: boolean }).encrypted === true;
    let trusted = trustedPeers.get(socket);
    if (trusted === undefined) trustedPeers.set(socket, (trusted = trustProxy(socket.remoteAddress ?? '', 0)));
    if (!trusted) return encrypted;
    const header = req.headers['x-forwarded-proto'];
    if (header === undefined) return encrypted;
    const proto = Array.isArray(header) ? header[0]! : header;
    const comma = proto.indexOf(',');
    return (comma === -1 ? proto : proto.slice(0, comma)).trim() === 'https';
  }

  return function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = req.url ?? '/';
    let body: CompressedBody | undefined;
    let kind = page;
    if (url.startsWith('/api/')) {
      // The console's list and sign-in check share these paths: credentials go to Express.
      if (method !== 'GET' || req.headers.authorization !== undefined) return false;
      body = sources.api(url);
      kind = api;
    } else {
      const cached = sources.page(url);
      // Only plain pages: an error page takes the ordinary way.
      if (cached?.status === 200) body = cached.body;
    }
    if (!body) return false;

    const answer = prepare(body, String(req.headers['accept-encoding'] ?? ''), isSecure(req), kind);
    const fresh = isFresh(req, answer.etag);
    const status = fresh ? 304 : 200;
    const sent = fresh || method === 'HEAD' ? undefined : answer.bytes;
    const id = onAnswer?.(req, status, sent?.length ?? 0);
    // The prepared headers are passed whole: a header set before writeHead would make Node set
    // (and check) every other one again. The request id goes into the shared object, which
    // writeHead turns into the answer's head at once, before any other request can touch it.
    const headers = fresh ? answer.notModified : answer.headers;
    if (id !== undefined) headers['X-Request-Id'] = id;
    res.writeHead(status, headers);
    res.end(sent);
    return true;
  };
}

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/** Whether the browser's copy is current, by the rules Express applies (its `fresh` module). */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const noneMatch = req.headers['if-none-match'];
  const modifiedSince = req.headers['if-modified-since'];
  if (!noneMatch && !modifiedSince) return false;
  const cacheControl = req.headers['cache-control'];
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  // If-None-Match decides when present; our answers carry no Last-Modified, so
  // If-Modified-Since alone never makes them fresh.
  if (!noneMatch) return false;
  if (noneMatch === '*') return true;
  return noneMatch.split(/[ ,]+/).some((tag) => tag === etag || tag === `W/${etag}` || `W/${tag}` === etag);
}
