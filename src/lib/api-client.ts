// The data layer of spec §7: JSON in and out, credentials always included, and any non-OK
// answer raised as an error whose message is "status: body text" (or the status text).

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiRequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Spec §7: a 401 throws by default; set to 'return-null' to get null instead. */
  on401?: 'throw' | 'return-null';
  signal?: AbortSignal;
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const response = await fetch(path, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers: { ...(hasBody && { 'Content-Type': 'application/json' }), ...options.headers },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  if (response.status === 401 && options.on401 === 'return-null') return null as T;
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    throw new ApiRequestError(response.status, `${response.status}: ${text}`);
  }
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return (isJson ? await response.json() : response) as T;
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
