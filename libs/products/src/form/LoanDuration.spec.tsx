import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testPaths } from '@console/testing';
import { openedEditor, renderProductsScreen, storedProduct } from '../testing/products-screen-harness';

const homeLoan = (fields: Record<string, unknown>) =>
  storedProduct('loans', 'l1', { fields: { category: 'HOME', currency: 'MKD', fixedRate: {}, variableRate: {}, ...fields }, texts: { mk: { name: 'Станбен' } }, sourceLocale: 'mk' });

const storedLoan = async (backend: Awaited<ReturnType<typeof renderProductsScreen>>['backend']) =>
  (await backend.documents.getDoc<{ fields: Record<string, unknown> }>(`${testPaths.products('mk', 'loans')}/l1`)).data?.fields;

async function openEditor(documents: ReturnType<typeof homeLoan>) {
  const user = userEvent.setup();
  const harness = await renderProductsScreen('loans', { documents, language: 'mk' });
  await user.click(await screen.findByRole('button', { name: 'Уреди „Станбен“' }));
  const form = await openedEditor('Уредување: Станбен');
  return { ...harness, user, form };
}

describe("a loan's repayment period", () => {
  it('shows a stored period of whole years in years, and any other in months', async () => {
    const { form } = await openEditor(homeLoan({ minDurationMonths: 18, maxDurationMonths: 360 }));
    expect(within(form).getByRole('textbox', { name: 'Минимален рок на отплата' })).toHaveValue('18');
    expect(within(form).getByRole('combobox', { name: 'Единица за минималниот рок' })).toHaveDisplayValue('месеци');
    expect(within(form).getByRole('textbox', { name: 'Максимален рок на отплата' })).toHaveValue('30');
    expect(within(form).getByRole('combobox', { name: 'Единица за максималниот рок' })).toHaveDisplayValue('години');
  });

  it('shows each period under one name, its number and unit side by side, each read out with its own name', async () => {
    const { form } = await openEditor(homeLoan({ minDurationMonths: 12 }));
    const period = within(form).getByRole('group', { name: 'Минимален рок на отплата' });
    expect(within(period).getByRole('textbox', { name: 'Минимален рок на отплата' })).toHaveValue('1');
    expect(within(period).getByRole('combobox', { name: 'Единица за минималниот рок' })).toHaveDisplayValue('години');
    // The unit's name is read out, not drawn: the group's name stands above both.
    expect(within(period).queryByText('Единица за минималниот рок')).toHaveClass(/hiddenLabel/);
  });

  it('is typed in years and stored in months, and takes whole years only', async () => {
    const { form, user, backend } = await openEditor(homeLoan({}));
    const max = within(form).getByRole('textbox', { name: 'Максимален рок на отплата' });
    await user.type(max, '2,5');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Единица за максималниот рок' }), 'години');
    await user.click(within(form).getByRole('button', { name: 'Зачувај' }));
    await waitFor(() => expect(max).toHaveAccessibleDescription(/Внесете цел број/u));
    expect(await storedLoan(backend)).not.toHaveProperty('maxDurationMonths');

    await user.clear(max);
    await user.type(max, '5');
    await user.type(within(form).getByRole('textbox', { name: 'Минимален рок на отплата' }), '6');
    await user.click(within(form).getByRole('button', { name: 'Зачувај' }));
    await waitFor(async () => expect(await storedLoan(backend)).toMatchObject({ minDurationMonths: 6, maxDurationMonths: 60 }));
    expect(await within(screen.getByRole('article', { name: 'Станбен' })).findByText('6–60 месеци')).toBeInTheDocument();
  });

  it('keeps the typed number when the unit changes', async () => {
    const { form, user, backend } = await openEditor(homeLoan({ maxDurationMonths: 24 }));
    const max = within(form).getByRole('textbox', { name: 'Максимален рок на отплата' });
    expect(max).toHaveValue('2');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Единица за максималниот рок' }), 'месеци');
    expect(max).toHaveValue('2');
    await user.click(within(form).getByRole('button', { name: 'Зачувај' }));
    await waitFor(async () => expect(await storedLoan(backend)).toMatchObject({ maxDurationMonths: 2 }));
  });

  it('is said in years on the tile when both ends are whole years', async () => {
    await renderProductsScreen('loans', { documents: homeLoan({ minDurationMonths: 60, maxDurationMonths: 60 }), language: 'mk' });
    expect(within(await screen.findByRole('article', { name: 'Станбен' })).getByText('5 години')).toBeInTheDocument();
  });
});
