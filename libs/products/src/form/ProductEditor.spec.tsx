import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inLanguage, openedEditor, renderProductsScreen, storedProduct } from '../testing/products-screen-harness';
import { BackendError } from '@console/backend';
import { LOCALES, type Locale } from '@console/locale';
import { imageFile, installObjectUrls, pasteInto, testPaths, withRefusedWriteInBatches, wrapDocuments } from '@console/testing';

let restoreUrls: () => void = () => undefined;
beforeEach(() => {
  restoreUrls = installObjectUrls();
});
afterEach(() => restoreUrls());

const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

describe('the product form', () => {
  it('shows each problem next to its field and focuses the first one when submitted empty', async () => {
    const user = userEvent.setup();
    await renderProductsScreen('cards');
    await user.click((await screen.findAllByRole('button', { name: 'Add card' }))[0] as HTMLElement);
    const form = await openedEditor('New card');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const type = within(form).getByRole('combobox', { name: /^Card type/ });
    await waitFor(() => expect(type).toHaveFocus());
    expect(type).toHaveAccessibleDescription('Field required');
    expect(within(form).getByRole('combobox', { name: /^Brand/ })).toHaveAccessibleDescription('Field required');
    expect(inLanguage(form, 'English').getByRole('textbox', { name: /^Card name/ })).toHaveAccessibleDescription('Write the name in at least one language');
    expect(within(form).getByText('Image is required')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the 4 marked fields.');
  });

  it('refuses a photo that is not PNG, JPEG or WebP, or is larger than 2 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderProductsScreen('cards');
    await user.click((await screen.findAllByRole('button', { name: 'Add card' }))[0] as HTMLElement);
    const photo = within(await openedEditor('New card')).getByLabelText(/^Product photo/);
    await user.upload(photo, new File(['gif'], 'card.gif', { type: 'image/gif' }));
    expect(photo).toHaveAccessibleDescription(/This file type is not allowed\. Choose a PNG, JPEG, or WEBP image\.$/);
    await user.upload(photo, imageFile('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(photo).toHaveAccessibleDescription(/The image is too large\. Choose one of at most 2 MB\.$/);
  });

  it('creates a card in every language and shows it in the list', async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('cards');
    await user.click((await screen.findAllByRole('button', { name: 'Add card' }))[0] as HTMLElement);
    const form = await openedEditor('New card');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Card type/ }), 'Credit');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Brand/ }), 'Visa');
    await user.type(within(form).getByRole('textbox', { name: 'Price (annual fee)' }), '1200');
    await user.upload(within(form).getByLabelText(/^Product photo/), imageFile('card.png'));
    await pasteInto(user, inLanguage(form, 'English').getByRole('textbox', { name: /^Card name/ }), 'Visa Platinum');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('article', { name: 'Visa Platinum' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New card' })).not.toBeInTheDocument();
    expect(screen.getByText('Added in all three languages: Visa Platinum')).toBeInTheDocument();
    for (const locale of ['mk', 'en', 'sq'] as const) {
      const stored = await backend.documents.getCollection(testPaths.products(locale, 'cards'));
      expect(stored.map((document) => [(document.data['texts'] as { name: string }).name, document.data['translated']])).toEqual([['Visa Platinum', locale === 'en']]);
    }
  });

  it('keeps everything typed and says why when the save fails', async () => {
    const user = userEvent.setup();
    await renderProductsScreen('cards', { wrapBackend: withRefusedWriteInBatches });
    await user.click((await screen.findAllByRole('button', { name: 'Add card' }))[0] as HTMLElement);
    const form = await openedEditor('New card');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Card type/ }), 'Debit');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Brand/ }), 'Maestro');
    await user.upload(within(form).getByLabelText(/^Product photo/), imageFile('card.png'));
    await pasteInto(user, inLanguage(form, 'English').getByRole('textbox', { name: /^Card name/ }), 'Maestro Student');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('You are not allowed to do this'));
    expect(inLanguage(form, 'English').getByRole('textbox', { name: /^Card name/ })).toHaveValue('Maestro Student');
    expect(within(form).getByRole('combobox', { name: /^Brand/ })).toHaveDisplayValue('Maestro');
    expect(screen.getByText('No cards yet')).toBeInTheDocument();
  });

  it('refuses a loan whose minimum amount is above its maximum, next to the field', async () => {
    const user = userEvent.setup();
    await renderProductsScreen('loans');
    await user.click((await screen.findAllByRole('button', { name: 'Add loan' }))[0] as HTMLElement);
    const form = await openedEditor('New loan');
    await user.type(within(form).getByRole('textbox', { name: 'Minimum amount' }), '50000');
    await user.type(within(form).getByRole('textbox', { name: 'Maximum amount' }), '10000');
    await user.type(within(form).getByRole('textbox', { name: 'Minimum down payment (%)' }), '120');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const minimum = within(form).getByRole('textbox', { name: 'Minimum amount' });
    await waitFor(() => expect(minimum).toHaveAccessibleDescription(/^The minimum cannot be larger than the maximum/));
    expect(within(form).getByRole('textbox', { name: 'Minimum down payment (%)' })).toHaveAccessibleDescription(/^Enter a value from 0 to 100/);
  });

  it('reads the decimal comma as a Macedonian types it: 3,9 % is saved as 3.9, not 39', async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('loans', { language: 'mk' });
    await user.click((await screen.findAllByRole('button', { name: 'Додај кредит' }))[0] as HTMLElement);
    const form = await openedEditor('Нов кредит');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Вид на кредит/ }), 'HOME');
    await pasteInto(user, inLanguage(form, 'македонски').getByRole('textbox', { name: /^Име на кредитот/ }), 'Станбен кредит');
    await user.upload(within(form).getByLabelText(/^Фотографија на производот/), imageFile('card.png'));
    const rateFrom = within(within(form).getByRole('group', { name: /^Фиксна каматна стапка/ })).getByRole('textbox', { name: 'Од' });
    await user.type(rateFrom, '3,9');
    const rateTo = within(within(form).getByRole('group', { name: /^Фиксна каматна стапка/ })).getByRole('textbox', { name: 'До' });
    await user.type(rateTo, '45');
    expect(rateTo).toHaveAccessibleDescription('Каматна стапка над 20 % е невообичаена. Проверете ја. %');
    await user.clear(rateTo);
    await user.type(rateTo, '4,5');
    expect(rateTo).toHaveAccessibleDescription('%');
    expect(rateFrom).toHaveAccessibleDescription('%');
    const minimum = within(form).getByRole('textbox', { name: 'Минимален износ' });
    await user.type(minimum, '600000');
    await user.tab();
    expect(minimum).toHaveValue('600.000');
    expect(minimum).toHaveAccessibleDescription('MKD');
    await user.click(within(form).getByRole('button', { name: 'Зачувај' }));

    const card = await screen.findByRole('article', { name: 'Станбен кредит' });
    expect(within(card).getByText(/^3,9–4,5\s%$/u)).toBeInTheDocument();
    for (const locale of ['mk', 'en', 'sq'] as const) {
      const [stored] = await backend.documents.getCollection(testPaths.products(locale, 'loans'));
      expect(stored?.data['fields']).toMatchObject({ fixedRate: { min: 3.9, max: 4.5 }, minAmount: 600_000 });
    }
  });

  it('asks before discarding changes, and keeps them when the person stays', async () => {
    const user = userEvent.setup();
    await renderProductsScreen('deposits');
    await user.click((await screen.findAllByRole('button', { name: 'Add deposit' }))[0] as HTMLElement);
    await pasteInto(user, inLanguage(await openedEditor('New deposit'), 'English').getByRole('textbox', { name: /^Deposit name/ }), 'Term savings');
    await user.click(within(dialog('New deposit')).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(inLanguage(dialog('New deposit'), 'English').getByRole('textbox', { name: /^Deposit name/ })).toHaveValue('Term savings');
  });

  it('shows the texts of all three languages side by side, whatever the console speaks, and saves only those changed', async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('cards', {
      language: 'sq',
      documents: storedProduct('cards', 'c1', { fields: { type: 'credit', brand: 'visa', currency: 'MKD' }, texts: { en: { name: 'Visa Gold' }, mk: { name: 'Виза Голд' } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Redakto “Visa Gold”' }));
    const form = await openedEditor(/Visa Gold/);
    expect(inLanguage(form, 'maqedonisht').getByRole('textbox', { name: /^Emri i kartelës/ })).toHaveValue('Виза Голд');
    expect(inLanguage(form, 'maqedonisht').getByText('Përkthyer')).toBeInTheDocument();
    expect(inLanguage(form, 'anglisht').getByRole('textbox', { name: /^Emri i kartelës/ })).toHaveValue('Visa Gold');
    expect(inLanguage(form, 'shqip').getByText('Kopje e anglishtes')).toBeInTheDocument();
    const name = inLanguage(form, 'shqip').getByRole('textbox', { name: /^Emri i kartelës/ });
    expect(name).toHaveAttribute('lang', 'sq');
    await user.clear(name);
    await pasteInto(user, name, 'Visa Ari');
    await user.click(within(form).getByRole('button', { name: 'Ruaj' }));
    const tile = await screen.findByRole('article', { name: 'Visa Ari' });
    expect(within(tile).queryByText('Ende e papërkthyer')).not.toBeInTheDocument();
    const stored = (locale: Locale) => backend.documents.getDoc(`${testPaths.products(locale, 'cards')}/c1`);
    expect((await stored('en')).data).toMatchObject({ texts: { name: 'Visa Gold' }, translated: true });
    expect((await stored('mk')).data).toMatchObject({ texts: { name: 'Виза Голд' }, translated: true });
    expect((await stored('sq')).data).toMatchObject({ texts: { name: 'Visa Ari' }, translated: true });

    await user.click(within(tile).getByRole('button', { name: 'Fshi “Visa Ari”' }));
    const question = await screen.findByRole('alertdialog', { name: 'Të fshihet “Visa Ari”?' });
    expect(question).toHaveTextContent('Do të fshihet në maqedonisht, anglisht dhe shqip');
    await user.click(within(question).getByRole('button', { name: 'Fshi në të gjitha gjuhët' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Visa Ari' })).not.toBeInTheDocument());
    for (const locale of LOCALES) {
      expect((await backend.documents.getDoc(`${testPaths.products(locale, 'cards')}/c1`)).exists).toBe(false);
    }
  });

  it('says so, instead of waiting, when a language of the product cannot be read', async () => {
    const user = userEvent.setup();
    await renderProductsScreen('cards', {
      documents: storedProduct('cards', 'c1', { fields: { type: 'credit', brand: 'visa', currency: 'MKD' }, texts: { en: { name: 'Visa Gold' } } }),
      wrapBackend: (real) => ({
        ...real,
        documents: wrapDocuments(real.documents, {
          watchCollection: (path, query, onNext, onError) =>
            path === testPaths.products('sq', 'cards')
              ? (onError(new BackendError('permission-denied', 'refused')), () => undefined)
              : real.documents.watchCollection(path, query, onNext, onError),
        }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Visa Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Visa Gold' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
