import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageFile, installObjectUrls, pasteInto, testPaths } from '@console/testing';
import { inLanguage, openedEditor, renderProductsScreen } from '../testing/products-screen-harness';

let restoreUrls: () => void = () => undefined;
beforeEach(() => {
  restoreUrls = installObjectUrls();
});
afterEach(() => restoreUrls());

const storedFields = async (backend: Awaited<ReturnType<typeof renderProductsScreen>>['backend'], kind: 'loans' | 'deposits') =>
  (await backend.documents.getCollection(testPaths.products('mk', kind)))[0]?.data;

describe('what an offer states', () => {
  it("saves a loan's effective rate typed with a decimal comma, its fixed years, its fees and where applications go", async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('loans', { language: 'mk' });
    await user.click((await screen.findAllByRole('button', { name: 'Додај кредит' }))[0] as HTMLElement);
    const form = await openedEditor('Нов кредит');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Вид на кредит/ }), 'HOME');
    await pasteInto(user, inLanguage(form, 'македонски').getByRole('textbox', { name: /^Име на кредитот/ }), 'Станбен кредит');
    await user.upload(within(form).getByLabelText(/^Фотографија на производот/), imageFile('card.png'));

    const effective = within(form).getByRole('textbox', { name: 'Ефективна каматна стапка – ЕКС (% годишно)' });
    await user.type(effective, '64,2');
    expect(effective).toHaveAccessibleDescription('Каматна стапка над 20 % е невообичаена. Проверете ја. %');
    await user.clear(effective);
    await user.type(effective, '6,42');
    expect(effective).toHaveAccessibleDescription('%');
    await user.type(within(form).getByRole('textbox', { name: 'Години со фиксна камата, потоа променлива' }), '5');
    await pasteInto(user, inLanguage(form, 'македонски').getByRole('textbox', { name: /^Надоместоци/ }), 'Надомест за одобрување 1 %');
    const email = within(form).getByRole('textbox', { name: /^Е-пошта за барања/ });
    await pasteInto(user, email, 'krediti@bank');
    await user.click(within(form).getByRole('button', { name: 'Зачувај' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Невалидна адреса на е-пошта/u));
    await user.type(email, '.mk');
    await user.click(within(form).getByRole('button', { name: 'Зачувај' }));

    await screen.findByRole('article', { name: 'Станбен кредит' });
    expect(await storedFields(backend, 'loans')).toMatchObject({
      fields: { effectiveRate: 6.42, fixedRateYears: 5, destinationEmail: 'krediti@bank.mk' },
      texts: { fees: 'Надомест за одобрување 1 %' },
    });
  });

  it("saves a deposit's minimum amount in its currency, its web page and its application e-mail", async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('deposits', { language: 'mk' });
    await user.click((await screen.findAllByRole('button', { name: 'Додај депозит' }))[0] as HTMLElement);
    const form = await openedEditor('Нов депозит');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Вид на депозит/ }), 'term');
    await pasteInto(user, inLanguage(form, 'македонски').getByRole('textbox', { name: /^Име на депозитот/ }), 'Орочен депозит');
    await user.upload(within(form).getByLabelText(/^Фотографија на производот/), imageFile('card.png'));

    const minimum = within(form).getByRole('textbox', { name: 'Минимален износ на депозитот' });
    await user.type(minimum, '1000,5');
    await user.tab();
    expect(minimum).toHaveValue('1.000,5');
    expect(minimum).toHaveAccessibleDescription('MKD');
    await pasteInto(user, within(form).getByRole('textbox', { name: /^Веб-страница/ }), 'demobanka.mk/depoziti');
    await pasteInto(user, within(form).getByRole('textbox', { name: /^Е-пошта за барања/ }), 'depoziti@demobanka.mk');
    await user.click(within(form).getByRole('button', { name: 'Зачувај' }));

    await screen.findByRole('article', { name: 'Орочен депозит' });
    expect((await storedFields(backend, 'deposits'))?.['fields']).toMatchObject({
      minAmount: 1000.5,
      url: 'https://demobanka.mk/depoziti',
      destinationEmail: 'depoziti@demobanka.mk',
    });
  });

  it('offers the EUR clause for denars only, takes the days the offer holds in order, and saves them', async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('deposits', { language: 'mk' });
    await user.click((await screen.findAllByRole('button', { name: 'Додај депозит' }))[0] as HTMLElement);
    const form = await openedEditor('Нов депозит');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Вид на депозит/ }), 'term');
    await pasteInto(user, inLanguage(form, 'македонски').getByRole('textbox', { name: /^Име на депозитот/ }), 'Зимски депозит');
    await user.upload(within(form).getByLabelText(/^Фотографија на производот/), imageFile('card.png'));

    const clause = within(form).getByRole('checkbox', { name: 'Во денари со девизна клаузула во евра' });
    await user.click(clause);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Валута/ }), 'EUR');
    expect(within(form).queryByRole('checkbox', { name: 'Во денари со девизна клаузула во евра' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Валута/ }), 'MKD');
    expect(within(form).getByRole('checkbox', { name: 'Во денари со девизна клаузула во евра' })).not.toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Во денари со девизна клаузула во евра' }));
    const byTerm = within(within(form).getByRole('group', { name: /^Годишна каматна стапка по рок/ }));
    await user.type(byTerm.getByRole('textbox', { name: '3 месеци' }), '1,5');
    await user.type(byTerm.getByRole('textbox', { name: '12 месеци' }), '3,2');

    const from = within(form).getByLabelText('Понудата важи од');
    const until = within(form).getByLabelText('Понудата важи до');
    await user.type(from, '2026-12-31');
    await user.type(until, '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Зачувај' }));
    await waitFor(() => expect(from).toHaveAccessibleDescription(/Првиот ден не може да биде по последниот/u));
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Зачувај' }));

    await screen.findByRole('article', { name: 'Зимски депозит' });
    expect((await storedFields(backend, 'deposits'))?.['fields']).toMatchObject({ currency: 'MKD', eurClause: true, validFrom: '2026-11-01', validUntil: '2026-12-01', termRates: { '3': 1.5, '12': 3.2 } });
  });
});
