import { describe, expect, it } from 'vitest';
import { paths } from '@console/data-paths';
import { leadRecipient } from './lead-recipient';

const account = { bank: { destinationEmail: 'contact@bank.mk' } };
const documents: Record<string, Record<string, unknown>> = {
  [`${paths.accountProducts('staging', 'ana', 'mk', 'loans')}/home`]: { fields: { destinationEmail: 'krediti@bank.mk' } },
  [`${paths.accountProducts('staging', 'ana', 'mk', 'cards')}/visa`]: { fields: {} },
};
const read = async (path: string) => documents[path] ?? null;

describe('leadRecipient', () => {
  it("sends a lead about a product to the product's application address, anything else to the bank's", async () => {
    expect(await leadRecipient(read, 'staging', 'ana', account, { productId: 'home', locale: 'mk' })).toBe('krediti@bank.mk');
    expect(await leadRecipient(read, 'staging', 'ana', account, { productId: 'visa', locale: 'mk' })).toBe('contact@bank.mk');
    expect(await leadRecipient(read, 'staging', 'ana', account, { productId: null, locale: 'mk' })).toBe('contact@bank.mk');
    expect(await leadRecipient(read, 'staging', 'ana', account, { productId: '../x', locale: 'mk' })).toBe('contact@bank.mk');
    expect(await leadRecipient(read, 'staging', 'ana', {}, { productId: 'gone', locale: 'en' })).toBe('');
  });
});
