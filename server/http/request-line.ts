// A request's log line for the short path's cached answers (decision 022), put together here
// rather than by pino: the same bytes `pino[level]({ req: { id, method, path }, res: { status,
// bytes }, ms }, msg)` writes, made with one template string. pino's general path — a loop over
// the fields and a cycle-safe stringify of each nested object — cost as much as a small cached
// answer's own work. The pieces that depend on the logger's options (the level's label, the
// time, the base fields such as pid, the line's end) are pino's own, read from the logger; with
// an option this does not mirror (a mixin, hooks, redaction, a log formatter, a stream that wants
// pino's metadata), the line goes through pino as usual. request-line.test.ts holds the two alike.
import pino, { type Level, type Logger as PinoLogger } from 'pino';

export interface RequestLine {
  id: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  ms: number;
}

// msgPrefixSym is in pino's symbols but not in its types.
const { lsCacheSym, timeSym, chindingsSym, endSym, streamSym, mixinSym, hooksSym, formattersSym, stringifiersSym, serializersSym, messageKeySym, nestedKeySym, msgPrefixSym, needsMetadataGsym } =
  pino.symbols as typeof pino.symbols & { msgPrefixSym: symbol };

type Internals = Record<symbol, unknown>;

/**
 * A string as JSON. Most need no escaping, and JSON.stringify is a call into C++ each time: four
 * of them cost as much as the rest of the line. Lone surrogates go to JSON.stringify too, as in
 * pino's nested fields (its top-level message keeps a short string's lone surrogate as it is; a
 * request's path, read from the request line byte by byte, never has one).
 */
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;
const json = (text: string) => (NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`);

/** Whether pino would write the line exactly as the template below does. */
function mirrored(logger: PinoLogger): boolean {
  const internals = logger as unknown as Internals;
  const hooks = internals[hooksSym] as { streamWrite?: unknown } | undefined;
  const formatters = internals[formattersSym] as { log?: unknown } | undefined;
  const stringifiers = internals[stringifiersSym] as object | undefined;
  const serializers = internals[serializersSym] as Record<string, unknown> | undefined;
  const stream = internals[streamSym] as Internals;
  return (
    !internals[mixinSym] &&
    !hooks?.streamWrite &&
    !formatters?.log &&
    (!stringifiers || Reflect.ownKeys(stringifiers).length === 0) &&
    !internals[nestedKeySym] &&
    typeof internals[msgPrefixSym] !== 'string' &&
    !['req', 'res', 'ms', 'msg'].some((key) => serializers?.[key]) &&
    internals[messageKeySym] === 'msg' &&
    stream[needsMetadataGsym] !== true
  );
}

/** A request line's message, as both request logs write it. */
export const requestMessage = ({ method, path, status, ms }: RequestLine) => `${method} ${path} ${status} ${ms} ms`;

/** Returns a function that writes a request's line (message: requestMessage) at a level, as pino would. */
export function requestLineWriter(logger: PinoLogger): (level: Level, line: RequestLine) => void {
  const internals = logger as unknown as Internals;
  if (!mirrored(logger)) {
    return (level, line) => logger[level]({ req: { id: line.id, method: line.method, path: line.path }, res: { status: line.status, bytes: line.bytes }, ms: line.ms }, requestMessage(line));
  }
  const levelStart = internals[lsCacheSym] as Record<number, string>;
  const time = internals[timeSym] as () => string;
  const end = internals[endSym] as string;
  const stream = internals[streamSym] as { write(line: string): void };
  return (level, line) => {
    if (!logger.isLevelEnabled(level)) return;
    const { id, method, path, status, bytes, ms } = line;
    const quotedMethod = json(method);
    const quotedPath = json(path);
    // The message escapes what its method and path do; when they need nothing, neither does it.
    const plain = quotedMethod.length === method.length + 2 && quotedPath.length === path.length + 2;
    const msg = plain ? `"${method} ${path} ${status} ${ms} ms"` : JSON.stringify(requestMessage(line));
    // Read per line: a logger's bindings may change (setBindings), its level's start may not.
    const bindings = internals[chindingsSym] as string;
    stream.write(
      `${levelStart[logger.levels.values[level]!]}${time()}${bindings},"req":{"id":${json(id)},"method":${quotedMethod},"path":${quotedPath}},"res":{"status":${status},"bytes":${bytes}},"ms":${ms},"msg":${msg}${end}`,
    );
  };
}
