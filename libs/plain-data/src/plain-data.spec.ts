import { describe, expect, it } from 'vitest';
import { keepDraftChanges } from './keep-draft-changes';
import { mergePlainData } from './merge-plain-data';
import { samePlainData } from './same-plain-data';

describe('samePlainData', () => {
  it('compares maps and lists by content, whatever the order of keys', () => {
    expect(samePlainData({ a: 1, b: { c: [1, 'x', null] } }, { b: { c: [1, 'x', null] }, a: 1 })).toBe(true);
    expect(samePlainData({ a: 1 }, { a: 2 })).toBe(false);
    expect(samePlainData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(samePlainData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(samePlainData([], {})).toBe(false);
    expect(samePlainData(null, {})).toBe(false);
    expect(samePlainData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('takes a key holding undefined for no key, as a stored document would', () => {
    expect(samePlainData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('takes a file to be equal only to itself', () => {
    const file = new Blob(['x']);
    expect(samePlainData({ photo: file }, { photo: file })).toBe(true);
    expect(samePlainData({ photo: file }, { photo: new Blob(['x']) })).toBe(false);
    expect(samePlainData(file, {})).toBe(false);
  });
});

describe('keepDraftChanges', () => {
  const base = { name: 'Demo Banka', phone: '+389 2 000', rate: { min: 1, max: 5 }, photo: { path: 'a.png', url: 'https://files/a.png' } };

  it('keeps what the draft changed and takes the new version for everything else, field by field', () => {
    const draft = { ...base, name: 'Nova Banka', rate: { min: 2, max: 5 } };
    const next = { ...base, phone: '+389 2 111', rate: { min: 1, max: 6 }, photo: { path: 'b.png', url: 'https://files/b.png' } };
    expect(keepDraftChanges(draft, base, next)).toEqual({
      name: 'Nova Banka',
      phone: '+389 2 111',
      rate: { min: 2, max: 6 },
      photo: { path: 'b.png', url: 'https://files/b.png' },
    });
  });

  it('is the new version when the draft changed nothing, and the draft when nothing else changed', () => {
    const next = { ...base, phone: '+389 2 111' };
    expect(keepDraftChanges(base, base, next)).toBe(next);
    const draft = { ...base, name: 'Nova Banka' };
    expect(keepDraftChanges(draft, base, base)).toEqual(draft);
  });

  it('keeps a new file or a whole list the draft changed as one value', () => {
    const file = new Blob(['photo']);
    const draft = { ...base, photo: file, tags: ['a', 'b'] };
    const before = { ...base, tags: ['a'] };
    const next = { ...base, photo: { path: 'b.png', url: 'https://files/b.png' }, tags: ['c'] };
    expect(keepDraftChanges<Record<string, unknown>>(draft, before, next)).toEqual({ ...base, photo: file, tags: ['a', 'b'] });
  });
});

describe('mergePlainData', () => {
  it('merges maps key by key and replaces any other value, as a merge write does', () => {
    const stored = { profile: { name: 'Ana', surname: 'Petrovska' }, bank: { name: 'Old', consent: { mk: 'да', en: 'yes' } }, faqImport: { done: 3 } };
    const written = { profile: { name: 'Marija' }, bank: { consent: { en: '' } }, assistant: { name: 'Vesna' } };
    expect(mergePlainData(stored, written)).toEqual({
      profile: { name: 'Marija', surname: 'Petrovska' },
      bank: { name: 'Old', consent: { mk: 'да', en: '' } },
      faqImport: { done: 3 },
      assistant: { name: 'Vesna' },
    });
    expect(mergePlainData(null, { a: 1 })).toEqual({ a: 1 });
    expect(mergePlainData({ a: { b: 1 } }, { a: [1] })).toEqual({ a: [1] });
  });
});
