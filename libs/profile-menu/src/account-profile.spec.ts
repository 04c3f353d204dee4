import { describe, expect, it } from 'vitest';
import { readMenuProfile } from './account-profile';

describe('readMenuProfile', () => {
  it("reads profile.name, assistant.avatar.default and the photo's storage path", () => {
    expect(
      readMenuProfile({ profile: { name: 'Ana', surname: 'Petrova' }, assistant: { avatar: { default: 'https://cdn.example/a.png', path: 'files/a.png' } } }),
    ).toEqual({ name: 'Ana', avatarUrl: 'https://cdn.example/a.png', avatarPath: 'files/a.png' });
  });

  it('gives empty values for a missing document, missing fields or fields of another type', () => {
    expect(readMenuProfile(null)).toEqual({ name: '', avatarUrl: '', avatarPath: '' });
    expect(readMenuProfile({ profile: {} })).toEqual({ name: '', avatarUrl: '', avatarPath: '' });
    expect(readMenuProfile({ profile: { name: 42 }, assistant: { avatar: 'a.png' } })).toEqual({ name: '', avatarUrl: '', avatarPath: '' });
    expect(readMenuProfile({ profile: { name: '  ' }, assistant: { avatar: { default: '' } } })).toEqual({ name: '', avatarUrl: '', avatarPath: '' });
  });
});
