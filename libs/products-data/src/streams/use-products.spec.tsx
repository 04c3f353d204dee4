import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageFile } from '@console/testing';
import { createProduct } from '../mutations/create-product';
import { deleteProduct } from '../mutations/delete-product';
import { productTestEnvironment } from '../testing/product-test-environment';
import type { AnyProduct } from '../model/product-types';
import { productCoverage, useProductCoverage } from './use-product-coverage';
import { useProductInLanguages } from './use-product-in-languages';
import { useProducts } from './use-products';

const card = (name: string, sourceLocale: 'mk' | 'sq' = 'mk') => ({ kind: 'cards' as const, sourceLocale, fields: { type: 'debit', brand: 'maestro', currency: 'MKD' }, texts: { [sourceLocale]: { name } }, photo: imageFile() });

describe('useProducts', () => {
  it('lists the kind in the interface language, sorted by name, marking copies not translated yet', async () => {
    const env = await productTestEnvironment({ language: 'sq' });
    await createProduct(env.context, card('Штедна картичка'));
    await createProduct(env.context, card('Kartela Maestro', 'sq'));
    const { result } = renderHook(() => useProducts('cards'), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.products).toHaveLength(2));
    expect(result.current.locale).toBe('sq');
    expect(result.current.products.map((product) => [product.texts.name, product.translated, product.sourceLocale])).toEqual([
      ['Kartela Maestro', true, 'sq'],
      ['Штедна картичка', false, 'mk'],
    ]);
  });

  it('follows creations and deletions live', async () => {
    const env = await productTestEnvironment();
    const { result } = renderHook(() => useProducts('cards'), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.products).toEqual([]);
    const id = await act(() => createProduct(env.context, card('Visa Classic')));
    await waitFor(() => expect(result.current.products.map((product) => product.id)).toEqual([id]));
    await act(() => deleteProduct(env.context, { kind: 'cards', id, photo: result.current.products[0]?.photo ?? null }));
    await waitFor(() => expect(result.current.products).toEqual([]));
  });
});

describe('useProductCoverage', () => {
  it('counts the products of every kind and how many are written in each language, live', async () => {
    const env = await productTestEnvironment();
    const { result } = renderHook(() => useProductCoverage(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.total).toBe(0);
    await act(async () => {
      await createProduct(env.context, card('Visa Classic'));
      await createProduct(env.context, { kind: 'loans', sourceLocale: 'en', fields: { category: 'CAR', currency: 'EUR', fixedRate: {}, variableRate: {} }, texts: { en: { name: 'Car loan' } }, photo: imageFile() });
      await createProduct(env.context, {
        kind: 'deposits',
        sourceLocale: 'en',
        fields: { type: 'term', currency: 'MKD', partialWithdrawal: false, earlyTermination: true, fixedRate: { yearlyRate: 3 }, variableRate: {} },
        texts: { en: { name: 'Term deposit' } },
        photo: imageFile(),
      });
    });
    await waitFor(() => expect(result.current.total).toBe(3));
    // Each is written in the language it was created in; the others hold copies until translated.
    expect(result.current.translated).toEqual({ mk: 1, en: 2, sq: 0 });
    expect(result.current.complete).toBe(0);
  });
});

describe('productCoverage', () => {
  const product = (id: string, locale: 'mk' | 'en' | 'sq', translated: boolean, hidden = false) => ({ id, locale, translated, hidden, texts: { name: `Product ${id}` } }) as AnyProduct;

  it('counts a product complete only when it is written in all three languages', () => {
    const coverage = productCoverage([
      product('a', 'mk', true),
      product('a', 'en', true),
      product('a', 'sq', true),
      product('b', 'mk', true),
      product('b', 'en', false),
      product('b', 'sq', true),
    ]);
    expect(coverage).toEqual({ total: 2, translated: { mk: 2, en: 1, sq: 2 }, complete: 1, alike: [] });
  });

  it('leaves out the products hidden from customers, however well they are written', () => {
    const written = (id: string, hidden: boolean) => (['mk', 'en', 'sq'] as const).map((locale) => product(id, locale, true, hidden));
    const coverage = productCoverage([...written('shown', false), ...written('hidden', true), product('copy', 'mk', true), product('copy', 'en', false), product('copy', 'sq', false)]);
    expect(coverage).toEqual({ total: 2, translated: { mk: 2, en: 1, sq: 1 }, complete: 1, alike: [] });
  });
});

describe('useProductInLanguages', () => {
  it('reads one product in all three languages at once, whatever the console speaks, live, and says when it is gone', async () => {
    const env = await productTestEnvironment({ language: 'en' });
    const id = await createProduct(env.context, { ...card('Штедна картичка'), texts: { mk: { name: 'Штедна картичка' }, sq: { name: 'Kartelë kursimi' } } });
    const { result, rerender } = renderHook(() => useProductInLanguages('cards', id), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const { mk, en, sq } = result.current.product ?? {};
    expect([mk?.texts.name, en?.texts.name, sq?.texts.name]).toEqual(['Штедна картичка', 'Штедна картичка', 'Kartelë kursimi']);
    expect([mk?.translated, en?.translated, sq?.translated]).toEqual([true, false, true]);

    // A render with nothing changed keeps the same reading, so an open form does not take it for news.
    const reading = result.current.product;
    rerender();
    expect(result.current.product).toBe(reading);
    await act(() => deleteProduct(env.context, { kind: 'cards', id, photo: mk?.photo ?? null }));
    await waitFor(() => expect(result.current.status).toBe('missing'));
  });
});
