/**
 * How a spreadsheet program reads a CSV file in a language's regional settings: Excel set to Macedonian
 * or Albanian separates cells with a semicolon and writes decimals with a comma (a comma-separated file
 * would open in one column there); set to English, a comma and a point.
 */
export type CsvConventions = { separator: ',' | ';'; decimalComma: boolean };

export function csvConventions(language: string): CsvConventions {
  return /^(mk|sq)\b/u.test(language) ? { separator: ';', decimalComma: true } : { separator: ',', decimalComma: false };
}

/**
 * A CSV file (RFC 4180, CRLF) that spreadsheets open safely: a text cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is prefixed with an apostrophe so that it is never run as a formula.
 * Numbers are written as numbers, in the conventions' separator and decimal mark.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>, { separator, decimalComma }: CsvConventions = csvConventions('en')): string {
  const cell = (value: string | number): string => {
    if (typeof value === 'number') return decimalComma ? String(value).replace('.', ',') : String(value);
    const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
    return safe.includes(separator) || /["\r\n]/u.test(safe) ? `"${safe.replace(/"/gu, '""')}"` : safe;
  };
  return rows.map((row) => row.map(cell).join(separator)).join('\r\n') + '\r\n';
}
