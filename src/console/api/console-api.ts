// The console's one way to the server: `call(name, {params, query, body, signal})`, bound once to
// the session. The endpoint table (src/lib/api/console-endpoints.ts) gives each call its method,
// path, body and answer type, so no console module spells a path; the session gives the bearer,
// and a call the server answers 401 ends the session here (`expire`: back to sign-in with "Your
// session has ended"), so no caller checks for it; a call made after that (the next of several
// image uploads) is refused here without being sent. Sign-in, the one public call, sends no
// bearer and its 401 (a wrong password) ends nothing.
import { apiRequest, ApiRequestError, isUnauthorized } from '../../lib/api/api-client';
import { consoleEndpoints, fillPath, type AnswerOf, type BodyOf, type ConsoleEndpointName, type ConsoleEndpoints, type PathParams } from '../../lib/api/console-endpoints';

type Endpoint<Name extends ConsoleEndpointName> = ConsoleEndpoints[Name];

type ParamsOption<Path extends string> = keyof PathParams<Path> extends never ? { params?: never } : { params: PathParams<Path> };
type BodyOption<Body> = [Body] extends [undefined] ? { body?: never } : { body: Body };

/** What a call takes beside its name: the path's parameters and the body when it has them, query values by name, a signal to cancel it. */
export type CallOptions<Name extends ConsoleEndpointName> = ParamsOption<Endpoint<Name>['path']> &
  BodyOption<BodyOf<Endpoint<Name>>> & {
    /** Only names the table lists for the call; an undefined value is left out. */
    query?: Readonly<Record<string, string | undefined>>;
    signal?: AbortSignal;
    /** Sent even as the page goes (fetch keepalive). */
    keepalive?: boolean;
  };

/** The options may be left out when a call needs neither parameters nor a body. */
type CallArgs<Name extends ConsoleEndpointName> = object extends CallOptions<Name> ? [options?: CallOptions<Name>] : [options: CallOptions<Name>];

export type ConsoleCall = <Name extends ConsoleEndpointName>(name: Name, ...args: CallArgs<Name>) => Promise<AnswerOf<Endpoint<Name>>>;

export interface CallSession {
  /** The session token sent as the bearer; null before sign-in. */
  token: string | null;
  /** The server no longer accepts the token: sign out and say so. */
  expire: () => void;
}

/** The console's calls, bound to a session's token and to what ends it. */
export function bindConsoleApi(session: CallSession): ConsoleCall {
  let ended = false;
  const call = async (name: ConsoleEndpointName, options: { params?: Record<string, string>; query?: Readonly<Record<string, string | undefined>>; body?: unknown; signal?: AbortSignal; keepalive?: boolean } = {}) => {
    const endpoint = consoleEndpoints[name];
    const path = fillPath(endpoint.path, (options.params ?? {}) as PathParams<string>) + queryString(name, endpoint.query, options.query);
    const bearer = endpoint.access === 'session' && session.token ? { Authorization: `Bearer ${session.token}` } : undefined;
    if (ended && endpoint.access === 'session') throw new ApiRequestError(401, '401: the session has ended');
    try {
      return await apiRequest(path, { method: endpoint.method, body: options.body, headers: bearer, signal: options.signal, keepalive: options.keepalive });
    } catch (error) {
      if (endpoint.access === 'session' && isUnauthorized(error)) {
        ended = true;
        session.expire();
      }
      throw error;
    }
  };
  return call as ConsoleCall;
}

/** `?a=1&b=2` from the values given, refusing a name the table does not list for the call (a typo would otherwise be ignored by the server). */
function queryString(name: string, allowed: readonly string[], values: Readonly<Record<string, string | undefined>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (!allowed.includes(key)) throw new Error(`${name} takes no query parameter "${key}" (console-endpoints.ts lists: ${allowed.join(', ') || 'none'})`);
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
