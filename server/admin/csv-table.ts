// CSV for the leads export (RFC 4180: comma-separated, CRLF, quotes doubled). A value a
// spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe,
// so a visitor's "name" cannot become a formula on the owner's machine.
export function csvTable(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [columns, ...rows].map((row) => row.map(csvCell).join(','));
  // The byte-order mark makes spreadsheet apps read the file as UTF-8 (names with accents).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
