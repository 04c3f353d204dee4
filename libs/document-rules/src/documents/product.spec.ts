import { describe, expect, it } from 'vitest';
import { isOwnerWriteAllowed, type OwnerWrite } from '../document-access';

const now = Date.UTC(2026, 10, 25, 10, 0);
const owner: OwnerWrite = { before: null, now, requester: { uid: 'ana', emailVerified: true }, assistantOwner: null, fileUrl: /^blob:/u };
const products = 'mode/staging/accounts/ana/products/mk';

const card = (fields: Record<string, unknown>) => ({ fields: { type: 'debit', currency: 'MKD', ...fields }, texts: { name: 'Домашна' } });
const loan = (fields: Record<string, unknown>, texts: Record<string, unknown> = {}) => ({
  fields: { category: 'HOME', currency: 'MKD', ...fields },
  texts: { name: 'Станбен', ...texts },
});
const deposit = (fields: Record<string, unknown>) => ({ fields: { type: 'term', currency: 'EUR', ...fields }, texts: { name: 'Орочен' } });

const allowed = (kind: string, data: Record<string, unknown>) => isOwnerWriteAllowed(`${products}/${kind}/p1`, data, owner);

describe('a product as the rules take it', () => {
  it('takes the domestic card brand CaSys, and still no brand it does not know', () => {
    expect(allowed('cards', card({ brand: 'casys' }))).toBe(true);
    expect(allowed('cards', card({ brand: 'bitcoin' }))).toBe(false);
  });

  it("takes a loan's effective rate, its years at a fixed rate, its fees and where applications go", () => {
    expect(allowed('loans', loan({ effectiveRate: 6.42, fixedRateYears: 5, destinationEmail: 'krediti@bank.mk' }, { fees: 'Надомест за одобрување 1 %' }))).toBe(true);
    expect(allowed('loans', loan({ effectiveRate: 101 }))).toBe(false);
    expect(allowed('loans', loan({ effectiveRate: '6,42' }))).toBe(false);
    expect(allowed('loans', loan({ fixedRateYears: 2.5 }))).toBe(false);
    expect(allowed('loans', loan({ destinationEmail: 'krediti@bank' }))).toBe(false);
    expect(allowed('loans', loan({}, { fees: 'x'.repeat(300) }))).toBe(true);
    expect(allowed('loans', loan({}, { fees: 'x'.repeat(301) }))).toBe(false);
  });

  it("takes a deposit's minimum amount, web page and application e-mail", () => {
    expect(allowed('deposits', deposit({ minAmount: 500, url: 'https://bank.mk/depoziti', destinationEmail: 'depoziti@bank.mk' }))).toBe(true);
    expect(allowed('deposits', deposit({ minAmount: -1 }))).toBe(false);
    expect(allowed('deposits', deposit({ url: 'http://bank.mk/depoziti' }))).toBe(false);
    expect(allowed('deposits', deposit({ destinationEmail: 'depoziti' }))).toBe(false);
  });

  it('takes denars with a EUR clause (only denars) and the first and last day of an offer, in order', () => {
    expect(allowed('loans', loan({ eurClause: true, validFrom: '2026-12-01', validUntil: '2026-12-31' }))).toBe(true);
    expect(allowed('deposits', deposit({ currency: 'MKD', eurClause: true, validUntil: '2027-03-31' }))).toBe(true);
    expect(allowed('deposits', deposit({ eurClause: true }))).toBe(false);
    expect(allowed('deposits', deposit({ eurClause: false }))).toBe(true);
    expect(allowed('loans', loan({ eurClause: 'yes' }))).toBe(false);
    expect(allowed('loans', loan({ validFrom: '2026-12-31', validUntil: '2026-12-01' }))).toBe(false);
    expect(allowed('loans', loan({ validUntil: '31.12.2026' }))).toBe(false);
    expect(allowed('cards', card({ brand: 'visa', validUntil: '2026-12-31' }))).toBe(false);
  });

  it("takes a deposit's yearly rate for the known terms only, each a percentage", () => {
    expect(allowed('deposits', deposit({ termRates: { '3': 1.5, '12': 3.2, '60': 4 } }))).toBe(true);
    expect(allowed('deposits', deposit({ termRates: { '7': 2 } }))).toBe(false);
    expect(allowed('deposits', deposit({ termRates: { '12': 120 } }))).toBe(false);
    expect(allowed('deposits', deposit({ termRates: { '12': '3,2' } }))).toBe(false);
    expect(allowed('loans', loan({ termRates: { '12': 3 } }))).toBe(false);
  });

  it('takes whether a product is hidden from customers, as true or false only', () => {
    expect(allowed('cards', { ...card({ brand: 'visa' }), hidden: true })).toBe(true);
    expect(allowed('loans', { ...loan({}), hidden: false })).toBe(true);
    expect(allowed('deposits', { ...deposit({}), hidden: 'yes' })).toBe(false);
    expect(allowed('cards', { ...card({ brand: 'visa' }), hidden: 1 })).toBe(false);
    // The flag belongs to the product, not to its figures.
    expect(allowed('cards', card({ brand: 'visa', hidden: true }))).toBe(false);
  });
});
