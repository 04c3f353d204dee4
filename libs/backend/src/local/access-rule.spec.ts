import { describe, expect, it } from 'vitest';
import { filesKeyOf } from '@console/data-paths';
import { isAllowed, type AccessOperation, type Requester } from './access-rule';

const verified: Requester = { uid: 'u1', emailVerified: true };
const unverified: Requester = { uid: 'u1', emailVerified: false };

describe('isAllowed', () => {
  it.each<[string, AccessOperation, Requester | null, boolean]>([
    ['mode/staging/accounts/u1', 'read', null, false],
    ['mode/staging/faqs/languages/mk', 'read', null, false],
    ['mode/staging/accounts/u1', 'read', verified, true],
    ['mode/staging/accounts/u1', 'write', verified, true],
    ['mode/staging/accounts/u1/faqs/mk/collection/f1', 'read', verified, true],
    ['mode/staging/accounts/u1/faqs/mk/collection/f1', 'write', verified, true],
    ['mode/staging/accounts/u1/files/avatar.png', 'write', verified, true],
    ['mode/staging/accounts/u1/files/faq/sq/f1/Ab12Cd34Ef56Gh78Ij90-tariff.pdf', 'write', verified, true],
    ['mode/staging/accounts/u1/files/faq/sq/f1/Ab12Cd34Ef56Gh78Ij90-tariff.pdf', 'read', unverified, true],
    ['mode/staging/accounts/u1/files/faq/sq/f1/Ab12Cd34Ef56Gh78Ij90-tariff.pdf', 'write', unverified, false],
    ['mode/staging/accounts/u2/files/faq/sq/f1/Ab12Cd34Ef56Gh78Ij90-tariff.pdf', 'read', verified, false],
    ['mode/staging/accounts/u1', 'write', unverified, true],
    ['mode/staging/accounts/u1/faqs/mk/collection/f1', 'read', unverified, true],
    ['mode/staging/accounts/u1/faqs/mk/collection/f1', 'write', unverified, false],
    ['mode/staging/accounts/u2', 'read', verified, false],
    ['mode/staging/accounts/u2/faqs/mk/collection/f1', 'write', verified, false],
    ['mode/staging/accounts/u10', 'read', verified, false],
    ['mode/staging/accounts', 'read', verified, false],
    ['mode/staging/faqs/languages/mk', 'read', unverified, true],
    ['mode/staging/faqs/languages/mk/f1', 'read', verified, true],
    ['mode/staging/faqs/languages/mk/f1', 'write', verified, false],
    ['mode/production/accounts/u1', 'read', verified, true],
    ['settings/global', 'read', verified, false],
    ['mode/staging/other/u1', 'write', verified, false],
    ['mode', 'read', verified, false],
    ['mode/staging/published/a1', 'read', null, true],
    ['mode/staging/published/a1/parts/v1-mk-0', 'read', null, true],
    ['mode/staging/published/a1', 'write', null, false],
    [`mode/staging/files/${filesKeyOf('u1')}/assistant/p.png`, 'read', unverified, true],
    [`mode/staging/files/${filesKeyOf('u1')}/assistant/p.png`, 'write', verified, true],
    [`mode/staging/files/${filesKeyOf('u1')}/assistant/p.png`, 'write', unverified, false],
    [`mode/staging/files/${filesKeyOf('u2')}/assistant/p.png`, 'read', verified, false],
    [`mode/staging/files/${filesKeyOf('u1')}/assistant/p.png`, 'read', null, false],
    ['mode/staging/files/u1/assistant/p.png', 'read', verified, false],
    [`mode/staging/files/${filesKeyOf('u1')}`, 'read', verified, false],
  ])('%s, %s, %o → %s', (path, operation, requester, expected) => {
    expect(isAllowed(path, operation, requester)).toBe(expected);
  });
});

describe('isAllowed for a published assistant', () => {
  it('lets only the owner, with a verified e-mail, publish; anyone reads what is published', () => {
    expect(isAllowed('mode/staging/published/a1', 'write', verified, 'u1')).toBe(true);
    expect(isAllowed('mode/staging/published/a1/parts/v1-mk-0', 'write', verified, 'u1')).toBe(true);
    expect(isAllowed('mode/staging/published/a1', 'write', unverified, 'u1')).toBe(false);
    expect(isAllowed('mode/staging/published/a1', 'write', { uid: 'u2', emailVerified: true }, 'u1')).toBe(false);
    expect(isAllowed('mode/staging/published/a1', 'write', verified, null)).toBe(false);
    expect(isAllowed('mode/staging/published/a1', 'read', { uid: 'u2', emailVerified: true }, 'u1')).toBe(true);
  });

  it('shows who owns an assistant id to that owner alone', () => {
    expect(isAllowed('mode/staging/assistants/a1', 'read', verified, 'u1')).toBe(true);
    expect(isAllowed('mode/staging/assistants/a1', 'read', { uid: 'u2', emailVerified: true }, 'u1')).toBe(false);
    expect(isAllowed('mode/staging/assistants/a1', 'read', null, 'u1')).toBe(false);
    expect(isAllowed('mode/staging/assistants/a1', 'write', unverified, 'u1')).toBe(false);
  });
});
