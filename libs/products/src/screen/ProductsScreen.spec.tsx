import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installObjectUrls } from '@console/testing';
import { renderProductsScreen, storedProduct } from '../testing/products-screen-harness';

const cards = [
  ...storedProduct('cards', 'c1', { fields: { type: 'credit', brand: 'visa', currency: 'MKD', price: 1200 }, texts: { en: { name: 'Visa Gold' }, mk: { name: 'Виза Голд' }, sq: { name: 'Visa Gold' } } }),
  ...storedProduct('cards', 'c2', { fields: { type: 'debit', brand: 'maestro', currency: 'MKD' }, texts: { en: { name: 'Maestro Štedna' } }, sourceLocale: 'en' }),
  ...storedProduct('cards', 'c3', { fields: { type: 'prepaid', brand: 'mastercard', currency: 'EUR' }, texts: { en: { name: 'Mastercard Prepaid' }, mk: { name: 'Мастеркард припејд' }, sq: { name: 'Mastercard e parapaguar' } } }),
];

let restoreUrls: () => void = () => undefined;
beforeEach(() => {
  restoreUrls = installObjectUrls();
});
afterEach(() => restoreUrls());

const list = () => screen.getByRole('list', { name: 'Cards' });
/** The polite live region that says how many products are shown. */
const countStatus = () => screen.getAllByRole('status').find((element) => /^\d+ \w+$/.test(element.textContent ?? ''));
const names = () => within(list()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the product list', () => {
  it('shows each card with its key figures, counts them and marks copies not translated yet', async () => {
    await renderProductsScreen('cards', { documents: cards });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    await waitFor(() => expect(countStatus()).toHaveTextContent(/^3 cards$/));
    expect(names()).toEqual(['Maestro Štedna', 'Mastercard Prepaid', 'Visa Gold']);
    const gold = screen.getByRole('article', { name: 'Visa Gold' });
    expect(within(gold).getByText('Credit')).toBeInTheDocument();
    expect(within(gold).getByText('Visa')).toBeInTheDocument();
    expect(within(gold).queryByText('Not translated yet')).not.toBeInTheDocument();
    expect(screen.queryAllByText('Not translated yet')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Cards' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks in Macedonian the card that was written in English only', async () => {
    await renderProductsScreen('cards', { documents: cards, language: 'mk' });
    const copy = await screen.findByRole('article', { name: 'Maestro Štedna' });
    expect(within(copy).getByText('Сѐ уште не е преведено')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Виза Голд' })).queryByText('Сѐ уште не е преведено')).not.toBeInTheDocument();
  });

  it('searches names without regard to case or diacritics, and filters by type and brand', async () => {
    const user = userEvent.setup();
    await renderProductsScreen('cards', { documents: cards });
    await screen.findByRole('article', { name: 'Visa Gold' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'stedna');
    await waitFor(() => expect(names()).toEqual(['Maestro Štedna']));
    expect(countStatus()).toHaveTextContent(/^1 card$/);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Card type' }), 'Prepaid');
    expect(names()).toEqual(['Mastercard Prepaid']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Visa');
    expect(screen.queryByRole('list', { name: 'Cards' })).not.toBeInTheDocument();
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(countStatus()).toHaveTextContent(/^0 cards$/);

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(names()).toHaveLength(3);
  });

  it('says there are no deposits yet and offers to add one', async () => {
    await renderProductsScreen('deposits');
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
    expect(countStatus()).toHaveTextContent(/^0 deposits$/);
    expect(screen.getAllByRole('button', { name: 'Add deposit' })).toHaveLength(2);
  });

  it('filters loans by type and shows their rates as the chat shows them', async () => {
    const user = userEvent.setup();
    await renderProductsScreen('loans', {
      documents: [
        ...storedProduct('loans', 'l1', { fields: { category: 'CAR', currency: 'EUR', minAmount: 1000, maxAmount: 30000, fixedRate: { min: 4.5, max: 6 }, variableRate: {} }, texts: { en: { name: 'Auto loan' } } }),
        ...storedProduct('loans', 'l2', { fields: { category: 'HOME', currency: 'EUR', fixedRate: {}, variableRate: { min: 3.9 } }, texts: { en: { name: 'Home loan' } } }),
      ],
    });
    const auto = await screen.findByRole('article', { name: 'Auto loan' });
    expect(within(auto).getByText('Car loan')).toBeInTheDocument();
    expect(within(auto).getByText(/^4\.5\s?(%\s?)?[–-]\s?6\s?%$/)).toBeInTheDocument();
    // Worded as the chat's card words them: each rate by its kind, a half-given range as "from".
    expect(within(auto).getByText('Fixed rate')).toBeInTheDocument();
    const home = screen.getByRole('article', { name: 'Home loan' });
    expect(within(home).getByText('Variable rate').nextElementSibling).toHaveTextContent(/^from 3\.9\s?%$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loan type' }), 'Housing loan');
    expect(within(screen.getByRole('list', { name: 'Loans' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Home loan']);
  });
});
