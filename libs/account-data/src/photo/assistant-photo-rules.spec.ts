import { describe, expect, it } from 'vitest';
import { paths } from '@console/data-paths';
import { assistantPhotoPath, isAssistantPhotoPath } from './assistant-photo-rules';

describe('the assistant photo in Storage', () => {
  it("goes into the account's folder, whose name does not carry the user id", () => {
    const path = assistantPhotoPath('staging', 'alice-uid', 'image/webp', 1_700_000_000_000);
    expect(path).toBe(`${paths.accountFiles('staging', 'alice-uid')}/assistant/photo-1700000000000.webp`);
    expect(path).not.toContain('alice-uid');
  });

  it('is deleted when replaced only if this feature put it there, in either folder of the account', () => {
    expect(isAssistantPhotoPath('staging', 'alice-uid', assistantPhotoPath('staging', 'alice-uid', 'image/png', 1))).toBe(true);
    expect(isAssistantPhotoPath('staging', 'alice-uid', `${paths.earlierAccountFiles('staging', 'alice-uid')}/assistant/photo-1.png`)).toBe(true);
    expect(isAssistantPhotoPath('staging', 'alice-uid', assistantPhotoPath('staging', 'bob-uid', 'image/png', 1))).toBe(false);
    expect(isAssistantPhotoPath('staging', 'alice-uid', `${paths.accountFiles('staging', 'alice-uid')}/products/cards/p1/a.png`)).toBe(false);
  });
});
