import { csvConventions, toCsv } from '@console/analytics-data';

/**
 * Saves rows as a CSV file in the conventions of `language`'s spreadsheets. The byte-order mark makes
 * spreadsheet programs read Cyrillic and Albanian letters as UTF-8.
 */
export function downloadCsv(fileName: string, rows: ReadonlyArray<ReadonlyArray<string | number>>, language: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', toCsv(rows, csvConventions(language))], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
