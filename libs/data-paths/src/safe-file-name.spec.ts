import { describe, expect, it } from 'vitest';
import { safeFileName } from './paths';

describe('safeFileName', () => {
  it('keeps a file name as one path segment', () => {
    expect(safeFileName('../../other/uid/secret.pdf')).toBe('.._.._other_uid_secret.pdf');
    expect(safeFileName('tariff\\list\u0000.pdf')).toBe('tariff_list_.pdf');
  });

  it('keeps the end of a long name, so that the extension survives', () => {
    const name = `${'a'.repeat(150)}.pdf`;
    expect(safeFileName(name)).toHaveLength(100);
    expect(safeFileName(name).endsWith('.pdf')).toBe(true);
  });

  it('names an empty file by the fallback', () => {
    expect(safeFileName('   ')).toBe('file');
    expect(safeFileName('', 'photo')).toBe('photo');
  });
});
