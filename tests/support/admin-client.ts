// Small helpers for the console's API in integration tests: sign in and call the console through
// its endpoint table (the paths and answer types the server and the console share), or send any
// JSON with a bearer.
import { consoleEndpoints, fillPath, type AnswerOf, type ConsoleEndpoints, type PathParams } from '../../src/lib/api/console-endpoints';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function send<T = unknown>(url: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<JsonAnswer<T>> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the raw text is the body.
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

export async function signIn(baseUrl: string, password = TEST_PASSWORD): Promise<string> {
  const { method, path } = consoleEndpoints.signIn;
  const { status, body } = await send<{ token: string }>(`${baseUrl}${path}`, { method, body: { password } });
  if (status !== 201) throw new Error(`sign-in answered ${status}: ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * One console call by its name in the endpoint table: `callConsole(url, token, 'openPost', { params: { slug } })`.
 * The answer is typed as the table says; the status is the test's to check.
 */
export function callConsole<Name extends keyof ConsoleEndpoints>(
  baseUrl: string,
  token: string | undefined,
  name: Name,
  call: { params?: PathParams<ConsoleEndpoints[Name]['path']>; query?: Record<string, string>; body?: unknown } = {},
): Promise<JsonAnswer<AnswerOf<ConsoleEndpoints[Name]>>> {
  const { method, path } = consoleEndpoints[name];
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const filled = fillPath(path, (call.params ?? {}) as PathParams<typeof path>);
  return send(`${baseUrl}${filled}${query}`, { method, token, body: call.body });
}

/** A post the console would submit (spec §3), valid unless fields are overridden. */
export function postInput(slug: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `A post called ${slug}`,
    slug,
    summary: 'A summary that is comfortably longer than twenty characters.',
    content: `<p>${'Body text of the post, long enough to pass the fifty character minimum. '.repeat(2)}</p>`,
    tags: ['Testing', 'Console'],
    image: null,
    videoUrl: null,
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    featured: false,
    authorName: 'Test Author',
    publishedAt: '2026-01-15T09:00:00.000Z',
    readTime: 1,
    ...overrides,
  };
}
