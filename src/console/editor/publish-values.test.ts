import { describe, expect, it } from 'vitest';
import { parseLocalInput, toLocalInput, toOffsetIso } from '../../lib/schemas/publish-fields';
import { publishFromPost, publishInput, publishState } from './publish-values';

const now = new Date(2026, 10, 22, 10, 0);

describe('the publish date and time', () => {
  it('reads a datetime-local value as local time and sends it with the local offset', () => {
    const at = parseLocalInput('2026-12-01T09:30')!;
    expect(at.getHours()).toBe(9);
    const iso = toOffsetIso(at);
    expect(iso).toMatch(/^2026-12-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(at.getTime());
    expect(toLocalInput(at)).toBe('2026-12-01T09:30');
  });

  it('refuses a value that names no time', () => {
    for (const value of ['', 'soon', '2026-02-30T09:00', '2026-12-01', '2026-12-01T25:00']) expect(parseLocalInput(value)).toBeNull();
  });

  it('sends the chosen time, stamps now on a new post, and keeps an edited post’s date when untouched', () => {
    const values = { draft: false, publishAt: '2026-12-01T09:30' };
    expect(Date.parse(publishInput(values, 'chosen', now).publishedAt!)).toBe(new Date(2026, 11, 1, 9, 30).getTime());
    expect(publishInput(values, 'now', now)).toEqual({ draft: false, publishedAt: now.toISOString() });
    expect(publishInput({ ...values, draft: true }, 'keep', now)).toEqual({ draft: true });
  });

  it('says what saving will do', () => {
    expect(publishState({ draft: true, publishAt: '2030-01-01T00:00' }, now)).toEqual({ kind: 'draft' });
    expect(publishState({ draft: false, publishAt: '2030-01-01T00:00' }, now)).toMatchObject({ kind: 'scheduled' });
    expect(publishState({ draft: false, publishAt: '2020-01-01T00:00' }, now)).toEqual({ kind: 'now' });
  });

  it('opens a post with its own date in local time and its draft flag', () => {
    const at = new Date(2026, 0, 15, 9, 5);
    expect(publishFromPost({ publishedAt: at.toISOString(), draft: true })).toEqual({ draft: true, publishAt: '2026-01-15T09:05' });
    expect(publishFromPost({ publishedAt: at.toISOString() }).draft).toBe(false);
  });
});
