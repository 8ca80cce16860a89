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
