import { describe, expect, it } from 'vitest';
import { csvTable } from './csv-table';

describe('csvTable', () => {
  it('quotes what needs quoting and ends rows with CRLF', () => {
    expect(csvTable(['name', 'message'], [['Ana "A" Silva', 'Hi,\nthere'], ['Bo', null]])).toBe('\uFEFFname,message\r\n"Ana ""A"" Silva","Hi,\nthere"\r\nBo,\r\n');
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvTable(['name'], [['=HYPERLINK("http://evil")'], ['+1'], ['@SUM(A1)'], ['-2']])).toBe(
      '\uFEFFname\r\n"\'=HYPERLINK(""http://evil"")"\r\n"\'+1"\r\n"\'@SUM(A1)"\r\n"\'-2"\r\n',
    );
  });
});

describe('csvTable with separators other than the comma', () => {
  it('quotes cells holding ; or a tab, which spreadsheets in many locales split on', () => {
    expect(csvTable(['name', 'message'], [['Ana; Silva', 'a\tb'], ['Bo', 'x;y']])).toBe('\uFEFFname,message\r\n"Ana; Silva","a\tb"\r\nBo,"x;y"\r\n');
  });

  it('defuses formulas that start with a tab, a line break or a full-width sign', () => {
    expect(csvTable(['name'], [['\t=1+1'], ['\r=1'], ['\n=1'], ['＝1+1'], ['＋1']])).toBe('\uFEFFname\r\n"\'\t=1+1"\r\n"\'\r=1"\r\n"\'\n=1"\r\n"\'＝1+1"\r\n"\'＋1"\r\n');
  });
});
