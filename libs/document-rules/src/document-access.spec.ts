import { describe, expect, it } from 'vitest';
import { documentAccessOf, isOwnerWriteAllowed, type OwnerWrite } from './document-access';
import { matchPath } from './path-pattern';

const now = Date.UTC(2026, 10, 25, 10, 0);
const owner = (uid: string, emailVerified = true): OwnerWrite => ({ before: null, now, requester: { uid, emailVerified }, assistantOwner: null, fileUrl: /^blob:/u });
const account = 'mode/staging/accounts/ana';

describe('matchPath', () => {
  it('names the segments of a matching path and refuses any other', () => {
    expect(matchPath('mode/{mode}/accounts/{uid}', account)).toEqual({ mode: 'staging', uid: 'ana' });
    expect(matchPath('mode/{mode}/accounts/{uid}', `${account}/faqs`)).toBeNull();
    expect(matchPath('mode/{mode}/accounts/{uid}', 'mode//accounts/ana')).toBeNull();
  });
});

describe('the list of writable documents', () => {
  it('finds the entry of a path in a known environment only', () => {
    expect(documentAccessOf(`${account}/faqs/mk/collection/q1`)?.access.writer).toBe('verified-owner');
    expect(documentAccessOf('mode/dev/accounts/ana')).toBeNull();
    expect(documentAccessOf(`${account}/notes/n1`)).toBeNull();
  });

  it('lets an unverified owner change only the profile of the account document', () => {
    expect(isOwnerWriteAllowed(account, { profile: { name: 'Ана' } }, owner('ana', false))).toBe(true);
    expect(isOwnerWriteAllowed(account, { profile: { name: 'Ана' }, bank: { destinationEmail: 'thief@example.com' } }, owner('ana', false))).toBe(false);
    expect(isOwnerWriteAllowed(account, { profile: { name: 'Ана' } }, owner('someone-else'))).toBe(false);
  });

  it('takes a server time, or one left as it was, and no time of the client', () => {
    const path = `${account}/faqs/mk/collection/q1`;
    expect(isOwnerWriteAllowed(path, { answer: { text: 'Да.', updatedAt: now } }, owner('ana'))).toBe(true);
    expect(isOwnerWriteAllowed(path, { answer: { text: 'Да.', updatedAt: now - 1 } }, owner('ana'))).toBe(false);
    const kept = { ...owner('ana'), before: { answer: { text: 'Не.', updatedAt: now - 1 } } };
    expect(isOwnerWriteAllowed(path, { answer: { text: 'Не.', updatedAt: now - 1 } }, kept)).toBe(true);
  });

  it('refuses a rate that is not a number and addresses that are not https (a rate range\'s order is the form\'s)', () => {
    const path = `${account}/products/mk/loans/l1`;
    const loan = (fields: Record<string, unknown>) => ({ fields: { category: 'HOME', currency: 'MKD', ...fields }, texts: { name: 'Станбен' } });
    expect(isOwnerWriteAllowed(path, loan({ fixedRate: { min: 3.9, max: 4.5 }, url: 'https://bank.mk/krediti' }), owner('ana'))).toBe(true);
    expect(isOwnerWriteAllowed(path, loan({ fixedRate: { min: '3,9', max: 4.5 } }), owner('ana'))).toBe(false);
    expect(isOwnerWriteAllowed(path, loan({ url: 'http://bank.mk/krediti' }), owner('ana'))).toBe(false);
  });

  it('takes a withdrawal of the bank’s answer, and never turns the bank’s answer, withdrawn or not, into a default one', () => {
    const path = `${account}/faqs/mk/collection/q1`;
    const answered = { ...owner('ana'), before: { answer: { text: 'Да.', attachments: [], source: 'bank' } } };
    const withdrawn = { answer: { text: '', attachments: [], source: 'bank', updatedAt: now } };
    expect(isOwnerWriteAllowed(path, withdrawn, answered)).toBe(true);
    const afterWithdrawal = { ...owner('ana'), before: withdrawn };
    expect(isOwnerWriteAllowed(path, { answer: { text: 'Стандарден.', attachments: [], source: 'default', updatedAt: now } }, afterWithdrawal)).toBe(false);
    expect(isOwnerWriteAllowed(path, { answer: { text: 'Стандарден.', attachments: [], source: 'default', updatedAt: now } }, answered)).toBe(false);
  });

  it('keeps the hidden questions to booleans under catalogue ids, a bounded number of them, written by their owner alone', () => {
    const path = `${account}/faqSettings/hidden`;
    expect(documentAccessOf(path)?.access.writer).toBe('verified-owner');
    expect(isOwnerWriteAllowed(path, { 'card-block': true, 'loan-early': false }, owner('ana'))).toBe(true);
    expect(isOwnerWriteAllowed(path, { 'card-block': true }, owner('someone-else'))).toBe(false);
    expect(isOwnerWriteAllowed(path, { 'card-block': true }, owner('ana', false))).toBe(false);
    expect(isOwnerWriteAllowed(path, { 'card-block': 'yes' }, owner('ana'))).toBe(false);
    expect(isOwnerWriteAllowed(path, { 'card-block': { hidden: true } }, owner('ana'))).toBe(false);
    expect(isOwnerWriteAllowed(path, { ['q'.repeat(129)]: true }, owner('ana'))).toBe(false);
    const many = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`q${index}`, true]));
    expect(isOwnerWriteAllowed(path, many(1000), owner('ana'))).toBe(true);
    expect(isOwnerWriteAllowed(path, many(1001), owner('ana'))).toBe(false);
    expect(isOwnerWriteAllowed(path, null, owner('ana'))).toBe(false);
  });

  it('lets nobody delete an answer, and the owner delete a product', () => {
    expect(isOwnerWriteAllowed(`${account}/faqs/mk/collection/q1`, null, owner('ana'))).toBe(false);
    expect(isOwnerWriteAllowed(`${account}/products/mk/cards/c1`, null, owner('ana'))).toBe(true);
  });
});
