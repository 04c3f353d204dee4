import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@console/locale';
import { testPaths } from '@console/testing';
import { renderProductsScreen, storedProduct } from '../testing/products-screen-harness';

const visa = storedProduct('cards', 'c1', { fields: { type: 'credit', brand: 'visa', currency: 'MKD' }, texts: { mk: { name: 'Виза Голд' }, en: { name: 'Visa Gold' }, sq: { name: 'Visa Gold' } } });

describe('hiding a product from customers', () => {
  it('hides a card in every language from its tile in Macedonian, marks it, and shows it again', async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('cards', { documents: visa, language: 'mk' });
    const tile = await screen.findByRole('article', { name: 'Виза Голд' });
    expect(within(tile).queryByText('Скриено од клиентите')).not.toBeInTheDocument();

    await user.click(within(tile).getByRole('button', { name: 'Скриј од клиентите: Виза Голд' }));
    expect(await within(tile).findByText('Скриено од клиентите')).toBeInTheDocument();
    expect(await screen.findByText(/^Скриено од клиентите: Виза Голд\./)).toBeInTheDocument();
    const stored = () => Promise.all(LOCALES.map(async (locale) => (await backend.documents.getDoc(`${testPaths.products(locale, 'cards')}/c1`)).data?.['hidden']));
    expect(await stored()).toEqual([true, true, true]);

    await user.click(within(tile).getByRole('button', { name: 'Прикажи на клиентите: Виза Голд' }));
    await waitFor(() => expect(within(tile).queryByText('Скриено од клиентите')).not.toBeInTheDocument());
    expect(within(tile).getByRole('button', { name: 'Скриј од клиентите: Виза Голд' })).toBeInTheDocument();
    expect(await stored()).toEqual([false, false, false]);
  });
});
