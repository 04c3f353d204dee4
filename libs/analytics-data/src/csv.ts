/**
 * A CSV file (RFC 4180, comma-separated, CRLF) that spreadsheets open safely: a text cell that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with an apostrophe so that it is never
 * run as a formula. Numbers are written as numbers.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(safe) ? `"${safe.replace(/"/gu, '""')}"` : safe;
}
