import { describe, expect, it } from 'vitest';
import { readAccountProfile } from './account-profile';

describe('readAccountProfile', () => {
  it("reads profile.name, assistant.avatar.default and the photo's storage path", () => {
    expect(
      readAccountProfile({ profile: { name: 'Ana', surname: 'Petrova' }, assistant: { avatar: { default: 'https://cdn.example/a.png', path: 'files/a.png' } } }),
    ).toEqual({ name: 'Ana', avatarUrl: 'https://cdn.example/a.png', avatarPath: 'files/a.png' });
  });

  it('gives empty values for a missing document, missing fields or fields of another type', () => {
    expect(readAccountProfile(null)).toEqual({ name: '', avatarUrl: '', avatarPath: '' });
    expect(readAccountProfile({ profile: {} })).toEqual({ name: '', avatarUrl: '', avatarPath: '' });
    expect(readAccountProfile({ profile: { name: 42 }, assistant: { avatar: 'a.png' } })).toEqual({ name: '', avatarUrl: '', avatarPath: '' });
    expect(readAccountProfile({ profile: { name: '  ' }, assistant: { avatar: { default: '' } } })).toEqual({ name: '', avatarUrl: '', avatarPath: '' });
  });
});
