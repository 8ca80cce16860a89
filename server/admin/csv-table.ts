// CSV for the leads export (RFC 4180: comma-separated, CRLF, quotes doubled). A cell holding a
// separator any spreadsheet may split on (`,`, or `;` and tab where the locale uses those), a
// quote or a line break is quoted. A value a spreadsheet would run as a formula (OWASP's list:
// =, +, -, @, tab, CR first, and their full-width forms, which some apps fold to ASCII) is
// prefixed with an apostrophe, so a visitor's "name" cannot become a formula on the owner's machine.
export function csvTable(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [columns, ...rows].map((row) => row.map(csvCell).join(','));
  // The byte-order mark makes spreadsheet apps read the file as UTF-8 (names with accents).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const FORMULA_START = /^[=+\-@\t\r\n＝＋－＠]/;
const NEEDS_QUOTES = /[",;\t\r\n']/;

function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
