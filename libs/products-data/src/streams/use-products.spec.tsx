import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../mutations/create-product';
import { deleteProduct } from '../mutations/delete-product';
import { photoFile, productTestEnvironment } from '../testing/product-test-environment';
import { useProductCount } from './use-product-count';
import { useProducts } from './use-products';

const card = (name: string) => ({ kind: 'cards' as const, locale: 'mk' as const, fields: { type: 'debit', brand: 'maestro', currency: 'MKD' }, texts: { name }, photo: photoFile() });

describe('useProducts', () => {
  it('lists the kind in the interface language, sorted by name, marking copies not translated yet', async () => {
    const env = await productTestEnvironment({ language: 'sq' });
    await createProduct(env.context, card('Штедна картичка'));
    await createProduct(env.context, { ...card('Kartela Maestro'), locale: 'sq' });
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

describe('useProductCount', () => {
  it('counts cards, loans and deposits together', async () => {
    const env = await productTestEnvironment();
    const { result } = renderHook(() => useProductCount(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.count).toBe(0);
    await act(async () => {
      await createProduct(env.context, card('Visa Classic'));
      await createProduct(env.context, { kind: 'loans', locale: 'en', fields: { category: 'CAR', currency: 'EUR', fixedRate: {}, variableRate: {} }, texts: { name: 'Car loan' }, photo: photoFile() });
      await createProduct(env.context, {
        kind: 'deposits',
        locale: 'en',
        fields: { type: 'term', currency: 'MKD', partialWithdrawal: false, earlyTermination: true, fixedRate: { yearlyRate: 3 }, variableRate: {} },
        texts: { name: 'Term deposit' },
        photo: photoFile(),
      });
    });
    await waitFor(() => expect(result.current.count).toBe(3));
    expect(result.current.byKind).toEqual({ cards: 1, loans: 1, deposits: 1 });
  });
});
