import { describe, expect, it } from 'vitest';
import { auditChangeOf, replacedDestinationEmail } from './audit-change';

const account = 'mode/staging/accounts/ana';

describe('auditChangeOf', () => {
  it('keeps which settings changed, not their values, and nothing for the server’s times or the import’s progress', () => {
    const before = { profile: { name: 'Ана', updatedAt: 1 }, bank: { destinationEmail: 'a@bank.mk', phone: '1' }, faqImport: { status: 'running' } };
    const after = { profile: { name: 'Ана', updatedAt: 2 }, bank: { destinationEmail: 'b@bank.mk', phone: '1' }, faqImport: { status: 'done' } };
    expect(auditChangeOf(account, before, after)).toEqual({ area: 'settings', action: 'changed', subject: 'account', fields: ['bank.destinationEmail'] });
    expect(auditChangeOf(account, before, { ...before, faqImport: { status: 'done' } })).toBeNull();
    expect(auditChangeOf(account, null, { profile: { name: 'Ана' } })).toEqual({ area: 'settings', action: 'created', subject: 'account', fields: ['profile.name'] });
  });

  it("keeps a bank's answer and its withdrawal, but not the import of the catalogue's default answers", () => {
    const path = `${account}/faqs/sq/collection/cards-block`;
    expect(auditChangeOf(path, null, { answer: { text: 'Standard', source: 'default' } })).toBeNull();
    expect(auditChangeOf(path, { answer: { text: 'Standard', source: 'default' } }, { answer: { text: 'Jona', source: 'bank', updatedAt: 5 } })).toEqual({
      area: 'answers',
      action: 'changed',
      subject: 'cards-block (sq)',
      fields: ['answer.text'],
    });
    expect(auditChangeOf(path, { answer: { text: 'Jona', source: 'bank' } }, { answer: { text: '', source: 'bank' } })?.fields).toEqual(['answer.text']);
  });

  it('keeps which languages of a question’s phrasings changed, by the question’s id', () => {
    const path = `${account}/phrasings/cards-block`;
    const taught = { phrasings: { en: 'the cash machine ate my card' }, updatedAt: 1 };
    expect(auditChangeOf(path, null, taught)).toEqual({ area: 'phrasings', action: 'created', subject: 'cards-block', fields: ['phrasings.en'] });
    expect(auditChangeOf(path, taught, { phrasings: { en: 'the cash machine ate my card', sq: 'bankomati ma mori kartelën' }, updatedAt: 2 })?.fields).toEqual(['phrasings.sq']);
    expect(auditChangeOf(path, taught, { ...taught, updatedAt: 3 })).toBeNull();
    expect(auditChangeOf(path, taught, null)).toMatchObject({ action: 'deleted', subject: 'cards-block' });
  });

  it('keeps products by name and language, created, changed and deleted', () => {
    const path = `${account}/products/mk/loans/l1`;
    const loan = { fields: { minAmount: 5000, currency: 'MKD' }, texts: { name: 'Станбен кредит' }, updatedAt: 1 };
    expect(auditChangeOf(path, null, loan)).toMatchObject({ area: 'products', action: 'created', subject: 'Станбен кредит (mk)' });
    expect(auditChangeOf(path, loan, { ...loan, fields: { ...loan.fields, minAmount: 3000 }, updatedAt: 2 })).toEqual({ area: 'products', action: 'changed', subject: 'Станбен кредит (mk)', fields: ['fields.minAmount'] });
    expect(auditChangeOf(path, loan, null)).toMatchObject({ action: 'deleted', subject: 'Станбен кредит (mk)' });
  });

  it('tells publishing, unpublishing and a change of the allowed websites apart', () => {
    const path = `${account}/publication/state`;
    const state = { assistantId: 'a1', version: 'v1', allowedDomains: ['bank.mk'] };
    expect(auditChangeOf(path, state, { ...state, version: 'v2' })).toEqual({ area: 'publishing', action: 'published', subject: 'v2', fields: [] });
    expect(auditChangeOf(path, state, { ...state, version: null })).toMatchObject({ area: 'publishing', action: 'unpublished' });
    expect(auditChangeOf(path, state, { ...state, allowedDomains: ['bank.mk', 'www.bank.mk'] })).toEqual({ area: 'domains', action: 'changed', subject: 'bank.mk, www.bank.mk', fields: ['allowedDomains'] });
  });

  it('keeps nothing of paths it does not follow, the trail itself included', () => {
    expect(auditChangeOf(`${account}/audit/e1`, null, { area: 'settings' })).toBeNull();
    expect(auditChangeOf('mode/staging/leads/a1/items/l1', null, { handled: true })).toBeNull();
  });
});

describe('replacedDestinationEmail', () => {
  it('names the old address when the destination changes from one address to another or is removed', () => {
    expect(replacedDestinationEmail(account, { bank: { destinationEmail: 'a@bank.mk' } }, { bank: { destinationEmail: 'b@bank.mk' } })).toEqual({ from: 'a@bank.mk', to: 'b@bank.mk' });
    expect(replacedDestinationEmail(account, { bank: { destinationEmail: 'a@bank.mk' } }, { bank: {} })).toEqual({ from: 'a@bank.mk', to: '' });
    expect(replacedDestinationEmail(account, { bank: {} }, { bank: { destinationEmail: 'b@bank.mk' } })).toBeNull();
    expect(replacedDestinationEmail(account, { bank: { destinationEmail: 'a@bank.mk' } }, { bank: { destinationEmail: 'a@bank.mk' } })).toBeNull();
  });
});
