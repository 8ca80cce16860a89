// The short path's request line is the very line pino writes for the same fields: byte for byte
// with the server's logger options, for awkward paths too, at each level, and through pino itself
// when the logger has an option the hand-made line does not mirror.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger';
import { requestLineWriter, requestMessage, type RequestLine } from './request-line';

/** Two lines written apart may fall in different milliseconds: the time is compared apart. */
const sameTime = (line: string) => line.replace(/"time":"[^"]*"/, '"time":"T"');

const line = (path: string, status = 200): RequestLine => ({ id: '3f1c2a9e-55aa-4c1e-9d7b-0a1b2c3d4e5f', method: 'GET', path, status, bytes: 30441, ms: 0 });

function viaPino(logger: pino.Logger, level: pino.Level, { id, method, path, status, bytes, ms }: RequestLine, msg: string): void {
  logger[level]({ req: { id, method, path }, res: { status, bytes }, ms }, msg);
}

describe('a cached answer’s request line', () => {
  const paths = ['/blog/a-post', '/', '/blog/"quoted"\\back', '/tab\there\u0001', '/caf\u00e9/\u00ff', `/${'long-'.repeat(100)}`];

  it.each(paths)('is the line pino writes for %j', (path) => {
    const logger = memoryLogger('info');
    const write = requestLineWriter(logger.pino);
    write('info', line(path));
    viaPino(logger.pino, 'info', line(path), requestMessage(line(path)));
    expect(logger.text).toHaveLength(2);
    expect(sameTime(logger.text[0]!)).toBe(sameTime(logger.text[1]!));
    expect(logger.entries[0]).toMatchObject({ level: 'info', req: { path }, res: { status: 200, bytes: 30441 }, ms: 0, pid: process.pid });
  });

  it('keeps to the logger’s level', () => {
    const logger = memoryLogger('info');
    const write = requestLineWriter(logger.pino);
    write('debug', line('/healthz'));
    write('error', line('/x', 500));
    viaPino(logger.pino, 'error', line('/x', 500), requestMessage(line('/x', 500)));
    expect(logger.text).toHaveLength(2);
    expect(sameTime(logger.text[0]!)).toBe(sameTime(logger.text[1]!));
    expect(logger.entries[0]!.level).toBe('error');
  });

  it('goes through pino when the logger adds to its lines (a mixin)', () => {
    const text: string[] = [];
    const logger = pino({ mixin: () => ({ extra: 1 }), timestamp: false }, { write: (chunk: string) => void text.push(chunk) });
    requestLineWriter(logger)('info', line('/works'));
    viaPino(logger, 'info', line('/works'), 'GET /works 200 0 ms');
    expect(text[0]).toBe(text[1]);
    expect(JSON.parse(text[0]!)).toMatchObject({ extra: 1, req: { path: '/works' } });
  });
});
