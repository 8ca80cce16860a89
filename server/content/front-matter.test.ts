import { describe, expect, it } from 'vitest';
import { MAX_FRONT_MATTER_BYTES, readFrontMatter } from './front-matter';

describe('readFrontMatter', () => {
  it('reads YAML between --- lines, with dates as js-yaml read them', () => {
    const result = readFrontMatter('---\ntitle: Hi\npublishedAt: 2025-03-05 09:00:00\n---\nBody\n');
    expect(result).toEqual({ ok: true, data: { title: 'Hi', publishedAt: new Date('2025-03-05T09:00:00Z') }, body: 'Body\n', language: 'yaml' });
  });

  it('reads TOML between +++ lines and after ---toml, with plain dates', () => {
    for (const text of ['+++\ntitle = "Hi"\ndate = 2025-03-05\n+++\nBody', '---toml\ntitle = "Hi"\ndate = 2025-03-05\n---\nBody']) {
      const result = readFrontMatter(text);
      expect(result).toEqual({ ok: true, data: { title: 'Hi', date: new Date('2025-03-05T00:00:00Z') }, body: 'Body', language: 'toml' });
      expect(result.ok && (result.data.date as Date).constructor).toBe(Date);
    }
  });

  it('takes CRLF line ends and a byte order mark', () => {
    expect(readFrontMatter('\uFEFF---\r\ntitle: Hi\r\n---\r\nBody')).toMatchObject({ ok: true, data: { title: 'Hi' }, body: 'Body' });
  });

  it.each(['js', 'javascript', 'coffee', 'cson', 'json', 'php'])('refuses front matter in %s without reading it', (language) => {
    expect(readFrontMatter(`---${language}\n{ title: process.exit(1) }\n---\nBody`)).toEqual({ ok: false, line: 1, message: expect.stringContaining(`written in "${language}" is not read`) });
  });

  it('refuses YAML tags that name code, with the line', () => {
    expect(readFrontMatter("---\ntitle: x\nrun: !!js/function 'function () {}'\n---\n")).toMatchObject({ ok: false, line: 3, message: expect.stringContaining('not valid YAML') });
  });

  it('says so when the block never closes, instead of taking the file as front matter', () => {
    expect(readFrontMatter('---\ntitle: x\nBody with no closing line')).toMatchObject({ ok: false, line: 1, message: expect.stringContaining('never closes') });
  });

  it('treats a rule or text after --- as no front matter at all', () => {
    expect(readFrontMatter('----\nBody')).toEqual({ ok: true, data: {}, body: '----\nBody', language: null });
    expect(readFrontMatter('# Title\n\nBody')).toEqual({ ok: true, data: {}, body: '# Title\n\nBody', language: null });
  });

  it('refuses front matter too large for a person to have written', () => {
    const big = `---\ntitle: ${'x'.repeat(MAX_FRONT_MATTER_BYTES)}\n---\n`;
    expect(readFrontMatter(big)).toMatchObject({ ok: false, message: expect.stringContaining('KB') });
  });

  it('refuses an alias bomb', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefghij'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghij'[i]}`).join(', ')}]`)].join('\n');
    expect(readFrontMatter(`---\n${bomb}\n---\n`)).toMatchObject({ ok: false });
  });
});

describe('slips in YAML with one clear reading', () => {
  it.each([
    ['a colon in a title', '---\ntitle: Maps: a primer\n---\nBody', { title: 'Maps: a primer' }, 2, /read as the text "Maps: a primer"/],
    ['stray quotes', '---\ntitle: "The "best" map"\n---\nBody', { title: 'The "best" map' }, 2, /read as the text/],
    ['tabs for indentation', '---\ntags:\n\t- maps\n\t- gis\n---\nBody', { tags: ['maps', 'gis'] }, 3, /indented with tabs/],
    ['a key written twice', '---\ntitle: First\ntitle: Second\n---\nBody', { title: 'Second' }, 3, /written twice: the last one is used/],
  ])('reads %s as meant, with a note on its line', (_name, text, data, line, message) => {
    const result = readFrontMatter(text);
    expect(result).toMatchObject({ ok: true, data, repairs: [expect.objectContaining({ line, message: expect.stringMatching(message) })] });
  });

  it('never mends an unclosed list, a tag or an alias', () => {
    for (const text of ['---\ntags: [maps, gis\n---\n', "---\nrun: !!js/function 'x'\n---\n", '---\ntitle: *nothing\n---\n']) expect(readFrontMatter(text).ok).toBe(false);
  });
});

describe("Hugo's JSON front matter", () => {
  it('is read when the file opens with { and the object closes on its own line', () => {
    expect(readFrontMatter('{\n  "title": "JSON",\n  "tags": ["maps"]\n}\n\nBody {with braces}')).toEqual({ ok: true, data: { title: 'JSON', tags: ['maps'] }, body: '\nBody {with braces}', language: 'json' });
  });

  it('is not guessed for a body that only starts with a brace', () => {
    expect(readFrontMatter('{\nnot json\n}\ntext')).toMatchObject({ ok: true, data: {}, language: null });
  });
});

describe('half a character written as an escape', () => {
  const HALF = /title: holds half of a character .* read as �/;
  it.each([
    ['YAML', '---\nsummary: Fine\ntitle: "Lone \\ud800 title"\n---\nBody', 3],
    ['JSON', '{\n  "summary": "Fine",\n  "title": "Lone \\ud800 title"\n}\nBody', 3],
  ])('in %s is read as U+FFFD, with a note on its line', (_language, text, line) => {
    const result = readFrontMatter(text);
    expect(result.ok && result.data).toMatchObject({ title: 'Lone \uFFFD title', summary: 'Fine' });
    expect(result.ok && result.repairs).toEqual([{ line, message: expect.stringMatching(HALF) }]);
  });

  it('in TOML is refused by the TOML reader, with its line', () => {
    expect(readFrontMatter('+++\nsummary = "Fine"\ntitle = "Lone \\ud800 title"\n+++\nBody')).toMatchObject({ ok: false, line: 3, message: expect.stringMatching(/invalid unicode escape/) });
  });

  it('is mended in lists and maps at any depth, and a whole pair is left alone', () => {
    const result = readFrontMatter('---\ntags: ["a\\udc00", "\\ud83d\\ude00"]\nextra:\n  deep: ["\\ud800"]\ntitle: "\\ud83d\\ude00"\n---\n');
    expect(result).toMatchObject({ ok: true, data: { tags: ['a\uFFFD', '😀'], extra: { deep: ['\uFFFD'] }, title: '😀' } });
    expect(result.ok && result.repairs?.map((repair) => [repair.line, repair.message.split(':')[0]])).toEqual([
      [2, 'tags'],
      [3, 'extra'],
    ]);
  });
});
