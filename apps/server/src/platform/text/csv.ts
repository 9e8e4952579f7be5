// CSV files people open in a spreadsheet: each cell quoted when it needs to be, and text never read
// as a formula (a cell starting with =, +, - or @ would run in the spreadsheet).

/** A CSV cell: quoted when it holds a comma, quote or line break, and never read as a formula. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines of cells, each line ended by CRLF as RFC 4180 has it. */
export function csvLines(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
