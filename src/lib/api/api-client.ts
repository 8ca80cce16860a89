// The browser's data layer: JSON in and out (a file's bytes go out as they are), credentials
// always included, and any non-OK answer raised as an ApiRequestError whose message is
// "status: body text" (or the status text when the body is empty). The error also carries the
// status and the answer's parsed JSON, so callers read the server's code, message and field
// messages from there, never from the message string.

/** What our server answers on an error: a stable code, a human message, and field messages for a 400. */
export interface ApiErrorBody {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}

export class ApiRequestError extends Error {
  // Private, behind a getter: an error is identified by its status and message (two errors with
  // both equal compare equal), the body only details it.
  readonly #body: unknown;

  constructor(
    readonly status: number,
    message: string,
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.#body = body;
  }

  /** The answer's body parsed as JSON (whatever its content type), or null when it is not JSON. */
  get body(): unknown {
    return this.#body;
  }
}

/** The JSON error body of a failed call, when the server sent one. */
export function errorBody(error: unknown): ApiErrorBody | null {
  if (!(error instanceof ApiRequestError)) return null;
  return typeof error.body === 'object' && error.body !== null ? (error.body as ApiErrorBody) : null;
}

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

export interface ApiRequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A 401 throws by default; set to 'return-null' to get null instead. */
  on401?: 'throw' | 'return-null';
  signal?: AbortSignal;
  /** Sent even as the page goes (fetch keepalive; the browser caps such a body at 64 KB). */
  keepalive?: boolean;
}

/** A body sent as it is (a file's bytes, for an image upload) rather than as JSON. */
const isBytes = (body: unknown): body is Blob | Uint8Array => (typeof Blob !== 'undefined' && body instanceof Blob) || body instanceof Uint8Array;

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const bytes = isBytes(options.body);
  const response = await fetch(path, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers: { ...(hasBody && { 'Content-Type': bytes ? 'application/octet-stream' : 'application/json' }), ...options.headers },
    body: hasBody ? (bytes ? (options.body as BodyInit) : JSON.stringify(options.body)) : undefined,
    credentials: 'include',
    signal: options.signal,
    keepalive: options.keepalive,
  });
  if (response.status === 401 && options.on401 === 'return-null') return null as T;
  if (!response.ok) {
    const raw = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, `${response.status}: ${raw || response.statusText}`, parseJson(raw));
  }
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return (isJson ? await response.json() : response) as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** For detail screens: a 404 means "not found", which the screen shows, so it is data (null). */
export async function getOrNull<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await apiRequest<T>(path, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
