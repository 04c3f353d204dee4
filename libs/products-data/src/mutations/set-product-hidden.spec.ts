import { describe, expect, it } from 'vitest';
import type { Backend } from '@console/backend';
import { LOCALES, perLocaleAsync, type Locale } from '@console/locale';
import { imageFile, TEST_MODE, TEST_USER } from '@console/testing';
import { mapProduct } from '../model/map-product';
import type { ProductInLanguages } from '../model/product-in-languages';
import { productTestEnvironment } from '../testing/product-test-environment';
import { createProduct } from './create-product';
import { productPath } from './product-paths';
import { setProductHidden } from './set-product-hidden';
import { updateProduct } from './update-product';

const loadCard = async (backend: Backend, locale: Locale, id: string) => {
  const snapshot = await backend.documents.getDoc(productPath(TEST_MODE, TEST_USER.uid, locale, 'cards', id));
  return mapProduct('cards', locale, { id, path: snapshot.path, data: snapshot.data ?? {} });
};

const visa = { kind: 'cards' as const, sourceLocale: 'mk' as const, fields: { type: 'debit', brand: 'visa', currency: 'MKD' }, texts: { mk: { name: 'Виза Класик' } } };

describe('hiding a product from customers', () => {
  it('is shown when created, hidden in every language at once, and shown again', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visa, photo: imageFile() });
    const hiddenIn = async () => Promise.all(LOCALES.map(async (locale) => (await loadCard(env.backend, locale, id)).hidden));
    expect(await hiddenIn()).toEqual([false, false, false]);

    await setProductHidden(env.context, { kind: 'cards', id, hidden: true });
    expect(await hiddenIn()).toEqual([true, true, true]);

    await setProductHidden(env.context, { kind: 'cards', id, hidden: false });
    expect(await hiddenIn()).toEqual([false, false, false]);
  });

  it('does not stop an edit opened before it, and the edit keeps the product hidden', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visa, photo: imageFile() });
    const baseline = (await perLocaleAsync((locale) => loadCard(env.backend, locale, id))) as ProductInLanguages;

    await setProductHidden(env.context, { kind: 'cards', id, hidden: true });
    await updateProduct(env.context, { kind: 'cards', id, fields: { ...visa.fields, price: 300 }, texts: visa.texts, photo: baseline.mk.photo ?? { url: '' }, baseline });

    const saved = await loadCard(env.backend, 'mk', id);
    expect(saved.fields).toMatchObject({ price: 300 });
    expect(saved.hidden).toBe(true);
  });

  it('refuses a product that does not exist and writes nothing', async () => {
    const env = await productTestEnvironment();
    await expect(setProductHidden(env.context, { kind: 'cards', id: 'missing', hidden: true })).rejects.toThrow();
    expect((await env.backend.documents.getDoc(productPath(TEST_MODE, TEST_USER.uid, 'en', 'cards', 'missing'))).exists).toBe(false);
  });
});
