import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldMessages, objectInput, parseInput, type InputErrors } from './request-input';

const ERRORS: InputErrors = {
  notAnObject: { code: 'not_object', message: 'Send an object.' },
  invalid: { code: 'invalid', message: (fields) => `Check ${Object.keys(fields).join(', ')}` },
};
const schema = z.object({ name: z.string().check(z.minLength(1, 'Name please')), tags: z.array(z.string().check(z.minLength(1, 'No empty tags'))) });

function thrown(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

describe('request input', () => {
  it('keys field messages by the top-level field, first message first', () => {
    expect(fieldMessages([{ path: ['tags', 2], message: 'a' }, { path: ['tags', 3], message: 'b' }, { path: [], message: 'c' }])).toEqual({ tags: 'a', body: 'c' });
  });

  it('answers a schema failure with a 400 naming every field', () => {
    const error = thrown(() => parseInput(schema, { name: '', tags: [''] }, ERRORS));
    expect(error).toMatchObject({ status: 400, code: 'invalid', message: 'Check name, tags', fields: { name: 'Name please', tags: 'No empty tags' } });
    expect(parseInput(schema, { name: 'Ada', tags: [] }, ERRORS)).toEqual({ name: 'Ada', tags: [] });
  });

  it.each([null, [], 'text', undefined])('refuses %j as a body', (body) => {
    expect(thrown(() => objectInput(body, ERRORS))).toMatchObject({ status: 400, code: 'not_object', message: 'Send an object.' });
  });
});
