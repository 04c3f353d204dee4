import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, filesKeyOf } from './files-key';
import { isOwnFilePath, paths } from './paths';

describe('the files key', () => {
  it('is SHA-256 in lower-case hex, as the rules compute it', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const texts = ['demo-uid', 'kQ2v9Xb1ZpT4rY7uW0aS3dF6gH8j', 'ш'.repeat(40), 'a'.repeat(55), 'a'.repeat(56), 'b'.repeat(64), 'c'.repeat(1000)];
    for (const text of texts) expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('names the folder of an account, without its user id', () => {
    const folder = paths.accountFiles('staging', 'alice-uid');
    expect(folder).toBe(`mode/staging/files/${filesKeyOf('alice-uid')}`);
    expect(folder).not.toContain('alice-uid');
  });

  it("tells a file in the account's folder, or in the folder files had before, from any other", () => {
    expect(isOwnFilePath(`${paths.accountFiles('staging', 'alice-uid')}/assistant/p.png`, 'staging', 'alice-uid')).toBe(true);
    expect(isOwnFilePath('mode/staging/accounts/alice-uid/files/assistant/p.png', 'staging', 'alice-uid')).toBe(true);
    expect(isOwnFilePath(`${paths.accountFiles('staging', 'bob-uid')}/assistant/p.png`, 'staging', 'alice-uid')).toBe(false);
    expect(isOwnFilePath(`${paths.accountFiles('production', 'alice-uid')}/assistant/p.png`, 'staging', 'alice-uid')).toBe(false);
    expect(isOwnFilePath(paths.accountFiles('staging', 'alice-uid'), 'staging', 'alice-uid')).toBe(false);
    expect(isOwnFilePath('mode/staging/accounts/alice-uid/p.png', 'staging', 'alice-uid')).toBe(false);
  });
});
