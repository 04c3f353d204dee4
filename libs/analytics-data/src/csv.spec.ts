import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes numbers as numbers and quotes text with commas, quotes and line breaks', () => {
    expect(toCsv([['Day', 'Sessions'], ['24.11.2026', 12], ['Say "hi", please', 3.5]])).toBe('Day,Sessions\r\n24.11.2026,12\r\n"Say ""hi"", please",3.5\r\n');
  });

  it('makes cells that a spreadsheet would run as a formula plain text', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'safe']])).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1),safe\r\n`);
    expect(toCsv([[-2]])).toBe('-2\r\n');
  });
});
