import { describe, expect, it } from 'vitest';
import { isBackendError, isWriteConflict, type Backend } from '@console/backend';
import { LOCALES, perLocaleAsync, type Locale } from '@console/locale';
import { imageFile, TEST_MODE, TEST_USER, testPaths, withRefusedWriteInBatches, withWriteJustBefore } from '@console/testing';
import { ProductInputError } from '../rules/product-input-error';
import { mapProduct } from '../model/map-product';
import type { ProductInLanguages } from '../model/product-in-languages';
import type { AnyProduct } from '../model/product-types';
import { productTestEnvironment } from '../testing/product-test-environment';
import { createProduct } from './create-product';
import { deleteProduct } from './delete-product';
import { productPath } from './product-paths';
import { updateProduct } from './update-product';

const cardPath = (locale: Locale, id: string) => productPath(TEST_MODE, TEST_USER.uid, locale, 'cards', id);

/** The card as a form in `locale` loads it. */
async function loadCard(backend: Backend, locale: Locale, id: string): Promise<AnyProduct> {
  const snapshot = await backend.documents.getDoc(cardPath(locale, id));
  return mapProduct('cards', locale, { id, path: snapshot.path, data: snapshot.data ?? {} });
}

/** The card in every language, as the editor loads it. */
async function loadCardInLanguages(backend: Backend, id: string): Promise<ProductInLanguages<'cards'>> {
  return (await perLocaleAsync((locale) => loadCard(backend, locale, id))) as ProductInLanguages<'cards'>;
}

const exists = (backend: Backend, path: string) =>
  backend.files.getDownloadUrl(path).then(
    () => true,
    () => false,
  );

const visaGold = {
  kind: 'cards' as const,
  sourceLocale: 'en' as const,
  fields: { type: 'credit', brand: 'visa', currency: 'MKD', price: 1200, maxCreditLimit: 300000, url: 'https://bank.example/visa-gold', destinationEmail: 'cards@bank.example' },
  texts: { en: { name: '  Visa Gold  ', bankName: 'Demo Bank', highlights: 'Up to 45 days without interest' } },
};

describe('creating a product', () => {
  it('writes it to Macedonian, English and Albanian under one id, the other languages marked untranslated', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });

    const stored = await Promise.all(LOCALES.map((locale) => env.backend.documents.getDoc(cardPath(locale, id))));
    expect(stored.map((snapshot) => snapshot.exists)).toEqual([true, true, true]);
    const [mk, en, sq] = stored.map((snapshot) => snapshot.data as Record<string, unknown>);
    expect(en).toMatchObject({ translated: true, sourceLocale: 'en', texts: { name: 'Visa Gold', bankName: 'Demo Bank' } });
    expect(mk).toMatchObject({ translated: false, sourceLocale: 'en', texts: { name: 'Visa Gold' } });
    expect(sq).toMatchObject({ translated: false, sourceLocale: 'en', texts: { name: 'Visa Gold' } });
    expect(mk?.['fields']).toEqual({ type: 'credit', brand: 'visa', currency: 'MKD', price: 1200, maxCreditLimit: 300000, url: 'https://bank.example/visa-gold', destinationEmail: 'cards@bank.example' });
    const photo = en?.['photo'] as { path: string; url: string };
    expect(photo.path).toContain(`/products/cards/${id}/`);
    expect(await env.backend.files.getDownloadUrl(photo.path)).toBeTruthy();
    expect(mk?.['photo']).toEqual(photo);
  });

  it('stores every language written at creation as translated and copies the source only to the language left out', async () => {
    const env = await productTestEnvironment();
    const texts = { ...visaGold.texts, mk: { name: 'Виза Голд', bankName: 'Демо Банка', highlights: 'До 45 дена без камата' } };
    const id = await createProduct(env.context, { ...visaGold, texts, photo: imageFile() });

    const [mk, en, sq] = await Promise.all(LOCALES.map((locale) => loadCard(env.backend, locale, id)));
    expect(mk).toMatchObject({ translated: true, sourceLocale: 'en', texts: { name: 'Виза Голд', bankName: 'Демо Банка' } });
    expect(en).toMatchObject({ translated: true, texts: { name: 'Visa Gold' } });
    expect(sq).toMatchObject({ translated: false, texts: { name: 'Visa Gold', bankName: 'Demo Bank' } });
  });

  it('writes nothing in any language when one operation of the batch is refused, and removes the uploaded photo', async () => {
    const uploaded: string[] = [];
    const env = await productTestEnvironment({
      wrapBackend: (backend) => {
        const failing = withRefusedWriteInBatches(backend);
        const files = {
          upload: async (...args: Parameters<typeof backend.files.upload>) => {
            const file = await backend.files.upload(...args);
            uploaded.push(file.path);
            return file;
          },
          getDownloadUrl: (path: string) => backend.files.getDownloadUrl(path),
          delete: (path: string) => backend.files.delete(path),
        };
        return { ...failing, files };
      },
    });
    const error = await createProduct(env.context, { ...visaGold, photo: imageFile() }).catch((reason: unknown) => reason);
    expect(isBackendError(error) && error.code).toBe('permission-denied');

    for (const locale of LOCALES) {
      expect(await env.backend.documents.getCollection(testPaths.products(locale, 'cards'))).toEqual([]);
    }
    expect(uploaded).toHaveLength(1);
    await expect(env.backend.files.getDownloadUrl(uploaded[0] ?? '')).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('refuses what the rules refuse before writing or uploading anything', async () => {
    const env = await productTestEnvironment();
    const error = await createProduct(env.context, {
      kind: 'loans',
      sourceLocale: 'mk',
      fields: { category: 'HOME', currency: 'EUR', minAmount: 50000, maxAmount: 10000, fixedRate: { min: 120 }, variableRate: {} },
      texts: { mk: { name: '' } },
      photo: imageFile('house.gif', 'image/gif'),
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProductInputError);
    expect((error as ProductInputError).problems).toEqual({
      'fields.minAmount': 'forms:validation.minAboveMax',
      'fields.fixedRate.min': 'products:validation.percentRange',
      'texts.mk.name': 'forms:validation.required',
    });
    const tooLarge = await createProduct(env.context, { ...visaGold, photo: imageFile('big.png', 'image/png', 2 * 1024 * 1024 + 1) }).catch((reason: unknown) => reason);
    expect((tooLarge as ProductInputError).problems).toEqual({ photo: 'products:validation.imageTooLarge' });
    expect(await env.backend.documents.getCollection(testPaths.products('mk', 'loans'))).toEqual([]);
  });
});

describe('editing a product', () => {
  it('changes the texts of the edited language only and marks them translated; the fields change everywhere', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const baseline = await loadCardInLanguages(env.backend, id);

    await updateProduct(env.context, {
      kind: 'cards',
      id,
      fields: { ...visaGold.fields, price: 900 },
      texts: { mk: { name: 'Виза Голд', bankName: 'Демо Банка', highlights: 'До 45 дена без камата' } },
      photo: baseline.mk.photo ?? { url: '' },
      baseline,
    });

    const [mk, en, sq] = await Promise.all(LOCALES.map(async (locale) => (await env.backend.documents.getDoc(cardPath(locale, id))).data as Record<string, unknown>));
    expect(mk).toMatchObject({ translated: true, texts: { name: 'Виза Голд', bankName: 'Демо Банка' }, fields: { price: 900 } });
    expect(en).toMatchObject({ translated: true, texts: { name: 'Visa Gold' }, fields: { price: 900 } });
    expect(sq).toMatchObject({ translated: false, texts: { name: 'Visa Gold' }, fields: { price: 900 } });
  });

  it('saves the texts of several languages in one write, each marked translated, and leaves the others alone', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const baseline = await loadCardInLanguages(env.backend, id);

    await updateProduct(env.context, {
      kind: 'cards',
      id,
      fields: visaGold.fields,
      texts: { mk: { name: 'Виза Голд' }, sq: { name: 'Visa Ari', highlights: 'Deri në 45 ditë pa kamatë' } },
      photo: baseline.en.photo ?? { url: '' },
      baseline,
    });

    const [mk, en, sq] = await Promise.all(LOCALES.map((locale) => loadCard(env.backend, locale, id)));
    expect(mk).toMatchObject({ translated: true, texts: { name: 'Виза Голд' } });
    expect(sq).toMatchObject({ translated: true, texts: { name: 'Visa Ari', highlights: 'Deri në 45 ditë pa kamatë' } });
    expect(en).toMatchObject({ translated: true, texts: { name: 'Visa Gold', bankName: 'Demo Bank' } });
  });

  it('refuses texts the rules refuse in any language, under that language', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const baseline = await loadCardInLanguages(env.backend, id);
    const error = await updateProduct(env.context, { kind: 'cards', id, fields: visaGold.fields, texts: { mk: { name: 'Виза' }, sq: { name: ' ' } }, photo: baseline.en.photo ?? { url: '' }, baseline }).catch(
      (reason: unknown) => reason,
    );
    expect((error as ProductInputError).problems).toEqual({ 'texts.sq.name': 'forms:validation.required' });
    expect((await loadCard(env.backend, 'mk', id)).texts.name).toBe('Visa Gold');
  });

  it('replaces the photo in every language and removes the old file', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const baseline = await loadCardInLanguages(env.backend, id);
    const before = baseline.en.photo;

    await updateProduct(env.context, { kind: 'cards', id, fields: visaGold.fields, texts: {}, photo: imageFile('new.webp', 'image/webp'), baseline });

    const after = await Promise.all(LOCALES.map(async (locale) => ((await env.backend.documents.getDoc(cardPath(locale, id))).data as { photo: { path: string } }).photo.path));
    expect(new Set(after).size).toBe(1);
    expect(after[0]).toMatch(/new\.webp$/);
    await expect(env.backend.files.getDownloadUrl(before?.path ?? '')).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});

describe('editing a product someone else saved meanwhile', () => {
  const edit = (baseline: ProductInLanguages, photo: File | AnyProduct['photo']) => ({
    kind: 'cards' as const,
    id: baseline.en.id,
    fields: { ...visaGold.fields, price: 900 },
    texts: { en: { ...visaGold.texts.en, name: 'Visa Gold Plus' } },
    photo: photo ?? { url: '' },
    baseline,
  });

  it('refuses when the fields changed since the form loaded: nothing is written and the new photo is removed again', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const baseline = await loadCardInLanguages(env.backend, id);
    const uploaded: string[] = [];
    const colleague = withWriteJustBefore(env.backend, (backend) =>
      backend.documents.batch(LOCALES.map((locale) => ({ type: 'update', path: cardPath(locale, id), data: { 'fields.price': 1500 } }))),
    );
    const files: Backend['files'] = {
      upload: async (...args) => {
        const stored = await colleague.files.upload(...args);
        uploaded.push(stored.path);
        return stored;
      },
      getDownloadUrl: (path) => colleague.files.getDownloadUrl(path),
      delete: (path) => colleague.files.delete(path),
    };

    const error = await updateProduct({ ...env.context, backend: { ...colleague, files } }, edit(baseline, imageFile('mine.png'))).catch((reason: unknown) => reason);

    expect(isWriteConflict(error)).toBe(true);
    const stored = await loadCard(env.backend, 'en', id);
    expect(stored.fields).toMatchObject({ price: 1500 });
    expect(stored.texts.name).toBe('Visa Gold');
    expect(stored.photo).toEqual(baseline.en.photo);
    expect(await exists(env.backend, baseline.en.photo?.path ?? '')).toBe(true);
    expect(uploaded).toHaveLength(1);
    expect(await exists(env.backend, uploaded[0] ?? '')).toBe(false);
  });

  it('never deletes the photo another tab put in meanwhile, even when replacing the photo', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const baseline = await loadCardInLanguages(env.backend, id);
    let theirs = '';
    const colleague = withWriteJustBefore(env.backend, async (backend) => {
      if (theirs) return;
      await updateProduct({ ...env.context, backend }, { ...edit(baseline, imageFile('theirs.png')), texts: {} });
      theirs = (await loadCard(backend, 'en', id)).photo?.path ?? '';
    });

    const error = await updateProduct({ ...env.context, backend: colleague }, edit(baseline, imageFile('mine.png'))).catch((reason: unknown) => reason);

    expect(isWriteConflict(error)).toBe(true);
    expect((await loadCard(env.backend, 'mk', id)).photo?.path).toBe(theirs);
    expect(await exists(env.backend, theirs)).toBe(true);
  });

  it('is not refused by a translation saved meanwhile in another language, whose texts it leaves alone', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const baseline = await loadCardInLanguages(env.backend, id);
    const translator = withWriteJustBefore(env.backend, (backend) =>
      backend.documents.updateDoc(cardPath('sq', id), { texts: { name: 'Visa Ari', bankName: 'Demo Banka' }, translated: true }),
    );

    await updateProduct({ ...env.context, backend: translator }, edit(baseline, baseline.en.photo));

    expect((await loadCard(env.backend, 'en', id)).texts.name).toBe('Visa Gold Plus');
    expect(await loadCard(env.backend, 'sq', id)).toMatchObject({ texts: { name: 'Visa Ari' }, translated: true, fields: { price: 900 } });
  });

  it('says the product is gone when it was deleted meanwhile', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const baseline = await loadCardInLanguages(env.backend, id);
    await deleteProduct(env.context, { kind: 'cards', id, photo: null });
    await expect(updateProduct(env.context, edit(baseline, baseline.en.photo))).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('deleting a product', () => {
  it('removes it from every language and deletes its photo', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const photo = (await env.backend.documents.getDoc<{ photo: { path: string; url: string } }>(cardPath('sq', id))).data?.photo ?? null;

    await deleteProduct(env.context, { kind: 'cards', id, photo });

    for (const locale of LOCALES) expect((await env.backend.documents.getDoc(cardPath(locale, id))).exists).toBe(false);
    await expect(env.backend.files.getDownloadUrl(photo?.path ?? '')).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('keeps it in every language, photo included, when one operation of the batch is refused', async () => {
    const env = await productTestEnvironment();
    const id = await createProduct(env.context, { ...visaGold, photo: imageFile() });
    const photo = (await env.backend.documents.getDoc<{ photo: { path: string; url: string } }>(cardPath('en', id))).data?.photo ?? null;
    const failing = { ...env.context, backend: withRefusedWriteInBatches(env.backend) };

    await expect(deleteProduct(failing, { kind: 'cards', id, photo })).rejects.toMatchObject({ code: 'permission-denied' });

    for (const locale of LOCALES) expect((await env.backend.documents.getDoc(cardPath(locale, id))).exists).toBe(true);
    expect(await env.backend.files.getDownloadUrl(photo?.path ?? '')).toBeTruthy();
  });
});
