import { describe, expect, it } from 'vitest';
import { csvConventions, toCsv } from './csv';

describe('toCsv', () => {
  it('writes numbers as numbers and quotes text with commas, quotes and line breaks', () => {
    expect(toCsv([['Day', 'Sessions'], ['24.11.2026', 12], ['Say "hi", please', 3.5]])).toBe('Day,Sessions\r\n24.11.2026,12\r\n"Say ""hi"", please",3.5\r\n');
  });

  it('makes cells that a spreadsheet would run as a formula plain text', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'safe']])).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1),safe\r\n`);
    expect(toCsv([[-2]])).toBe('-2\r\n');
  });

  it('opens in columns in Excel set to Macedonian or Albanian: semicolons and a decimal comma', () => {
    expect(toCsv([['Ден', 'Сесии'], ['24.11.2026', 12], ['Kredi; e shpejtë', 3.5]], csvConventions('mk'))).toBe('Ден;Сесии\r\n24.11.2026;12\r\n"Kredi; e shpejtë";3,5\r\n');
    expect(csvConventions('sq')).toEqual({ separator: ';', decimalComma: true });
    expect(csvConventions('en')).toEqual({ separator: ',', decimalComma: false });
  });
});

