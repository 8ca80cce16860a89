// The one place log lines are written (docs/decisions/020). Services receive a Logger, backed by
// pino: one JSON object per line when standard output is a file, a pipe or the journal, and
// readable lines (time, level, message) on a terminal. Tests use memoryLogger(), the same pino
// logger writing into arrays, so what a test reads is exactly what the server would print.
import pino, { type DestinationStream, type Level, type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';

/** Extra fields for a line: who, what, which commit. Never a password, token or cookie. */
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, cause?: unknown, fields?: LogFields): void;
  /** Lines below this level are dropped ('info' by default, LOG_LEVEL). */
  debug(message: string, fields?: LogFields): void;
  /** The pino logger underneath, for the request log (pino-http). */
  readonly pino: PinoLogger;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  level?: LogLevel;
  /** Readable lines instead of JSON; default: when standard output is a terminal. */
  pretty?: boolean;
  /** Where lines go; default standard output. */
  destination?: DestinationStream;
}

/**
 * pino's isoTime field for an instant (`,"time":"2026-11-29T11:55:43.123Z"`). Formatted once per
 * millisecond, since under load many lines share one; and the date and time once per second, the
 * milliseconds added to it, since a busy site starts a new millisecond for most lines and
 * Date#toISOString cost as much as the rest of a cached answer's line.
 */
let lastMs = Number.NaN;
let lastTime = '';
let lastSecond = Number.NaN;
let secondStart = '';
export function isoTimeField(now: number): string {
  if (now === lastMs) return lastTime;
  lastMs = now;
  const ms = ((now % 1000) + 1000) % 1000;
  const second = now - ms;
  if (second !== lastSecond) {
    lastSecond = second;
    // "2026-11-29T11:55:43." — the ISO form up to the milliseconds, which always take three digits.
    secondStart = `,"time":"${new Date(second).toISOString().slice(0, -4)}`;
  }
  lastTime = `${secondStart}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z"`;
  return lastTime;
}

const isoTimeNow = () => isoTimeField(Date.now());

const pinoOptions = (level: LogLevel): pino.LoggerOptions => ({
  level,
  base: { pid: process.pid },
  timestamp: isoTimeNow,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: pino.stdSerializers.err },
});

export function createLogger({ level = 'info', pretty: readable = Boolean(process.stdout.isTTY), destination }: LoggerOptions = {}): Logger {
  if (destination) return wrap(pino(pinoOptions(level), destination));
  if (readable) return wrap(pino(pinoOptions(level), pretty({ colorize: true, sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,req,res,responseTime' })));
  const stdout = bufferedStdout();
  return wrap(pino(pinoOptions(level), stdout), () => stdout.flush());
}

/** Lines are written at most this long after they are logged. */
const FLUSH_MS = 200;
/** Request lines are handed to the stream in batches of about this many characters. */
const BATCH_CHARS = 32 * 1024;

/**
 * Standard output, asynchronous and buffered: a slow reader of the pipe (a busy journal) never
 * blocks the event loop, and under load one write carries many request lines instead of one
 * write per request. A request line is written within FLUSH_MS; an event line (start-up, sync,
 * sign-in, a console write) at once, with any request lines before it; what is buffered is
 * written synchronously when the process exits.
 */
function bufferedStdout(): DestinationStream & { flush(): void } {
  // One write carries a whole batch (sonic-boom cuts its writes at 16 KiB unless told).
  const stream = pino.destination({ dest: 1, sync: false, maxWrite: 2 * BATCH_CHARS });
  // Lines wait in an array and reach sonic-boom one batch at a time: sonic-boom measures its
  // whole pending string (Buffer.byteLength) on every write it is given, which, given a line at
  // a time, cost more than the line itself — as much as a third of a cached answer (decision 022).
  let batch: string[] = [];
  let chars = 0;
  const write = stream.write.bind(stream);
  const flushSync = stream.flushSync.bind(stream);
  const handOver = () => {
    if (chars === 0) return;
    const text = batch.length === 1 ? batch[0]! : batch.join('');
    batch = [];
    chars = 0;
    // After a broken pipe pino turns the stream's write into a no-op: the batches stop with it.
    if (stream.write === writeLine) write(text);
  };
  const writeLine = (line: string) => {
    batch.push(line);
    chars += line.length;
    if (chars >= BATCH_CHARS) handOver();
    return true;
  };
  setInterval(handOver, FLUSH_MS).unref();
  return Object.assign(stream, {
    write: writeLine,
    flush: handOver,
    // pino writes what is buffered synchronously at exit: the waiting batch first.
    flushSync: () => (handOver(), flushSync()),
  });
}

/** `flush` writes buffered lines out: called after each event line (the request log writes through `pino`). */
export function wrap(logger: PinoLogger, flush: () => void = () => {}): Logger {
  return {
    pino: logger,
    info: (message, fields) => (logger.info(fields ?? {}, message), flush()),
    warn: (message, fields) => (logger.warn(fields ?? {}, message), flush()),
    debug: (message, fields) => (logger.debug(fields ?? {}, message), flush()),
    error: (message, cause, fields) => (logger.error({ ...fields, ...(cause !== undefined && { err: asError(cause) }) }, message), flush()),
  };
}

function asError(cause: unknown): unknown {
  return cause instanceof Error ? cause : { message: String(cause) };
}

/** One parsed line, as a test reads it. */
export interface LogEntry {
  level: Level;
  msg: string;
  [field: string]: unknown;
}

/** A logger that keeps lines in memory: `lines` the messages, `entries` the parsed lines, `text` the raw ones. */
export function memoryLogger(level: LogLevel = 'debug'): Logger & { lines: string[]; entries: LogEntry[]; text: string[] } {
  const lines: string[] = [];
  const entries: LogEntry[] = [];
  const text: string[] = [];
  const destination: DestinationStream = {
    write(line: string) {
      text.push(line);
      const entry = JSON.parse(line) as LogEntry;
      entries.push(entry);
      lines.push(entry.msg);
    },
  };
  return Object.assign(wrap(pino(pinoOptions(level), destination)), { lines, entries, text });
}
