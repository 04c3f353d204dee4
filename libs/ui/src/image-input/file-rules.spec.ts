import { describe, expect, it } from 'vitest';
import { checkImageFile, describeFileTypes, formatFileSize, isAcceptedType } from './file-rules';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type });

describe('image file rules', () => {
  it('accepts listed types and wildcards, case-insensitively', () => {
    expect(isAcceptedType('image/PNG', ['image/png'])).toBe(true);
    expect(isAcceptedType('image/gif', ['image/*'])).toBe(true);
    expect(isAcceptedType('application/pdf', ['image/png', 'image/jpeg'])).toBe(false);
  });

  it('rejects a wrong type before looking at the size', () => {
    expect(checkImageFile(file('text/plain', 10), ['image/png'], 5)).toBe('type');
    expect(checkImageFile(file('image/png', 10), ['image/png'], 5)).toBe('size');
    expect(checkImageFile(file('image/png', 5), ['image/png'], 5)).toBeNull();
  });

  it('formats sizes in the language of the interface', () => {
    expect(formatFileSize(2 * 1024 * 1024, 'en')).toBe('2 MB');
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(300 * 1024, 'en')).toBe('300 kB');
    expect(formatFileSize(1536 * 1024, 'mk')).toMatch(/^1,5\s/u);
  });

  it('names the accepted types as alternatives', () => {
    expect(describeFileTypes(['image/png', 'image/jpeg', 'image/svg+xml'], 'en')).toBe('PNG, JPEG, or SVG');
  });
});
