import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackendError, SERVER_TIMESTAMP, type Backend } from '@console/backend';
import { LOCALES, type Locale } from '@console/locale';
import { installObjectUrls, testPaths, wrapDocuments } from '@console/testing';
import { inLanguage, openedEditor, renderProductsScreen, storedProduct } from '../testing/products-screen-harness';

let restoreUrls: () => void = () => undefined;
beforeEach(() => {
  restoreUrls = installObjectUrls();
});
afterEach(() => restoreUrls());

const visaGold = storedProduct('cards', 'c1', {
  fields: { type: 'credit', brand: 'visa', currency: 'MKD', price: 1200 },
  texts: { en: { name: 'Visa Gold' }, mk: { name: 'Виза Голд' }, sq: { name: 'Visa Gold' } },
});
const cardPath = (locale: Locale) => `${testPaths.products(locale, 'cards')}/c1`;
const stored = async (backend: Backend, locale: Locale = 'en') => (await backend.documents.getDoc(cardPath(locale))).data as { fields: { price: number }; texts: { name: string } };

/** Another tab changes the card's price, in every language as the console does. */
const otherTabChangesPrice = (backend: Backend, price: number) =>
  backend.documents.batch(LOCALES.map((locale) => ({ type: 'update' as const, path: cardPath(locale), data: { 'fields.price': price, updatedAt: SERVER_TIMESTAMP } })));

/** The real backend on which another tab changes the price just before the first save reads the card. */
function otherTabSavesFirst(price: number) {
  let done = false;
  return (backend: Backend): Backend => ({
    ...backend,
    documents: wrapDocuments(backend.documents, {
      transaction: async (paths, decide) => {
        if (!done) {
          done = true;
          await otherTabChangesPrice(backend, price);
        }
        return backend.documents.transaction(paths, decide);
      },
    }),
  });
}

const noticeNow = () => {
  const element = screen.queryByText('This product was changed elsewhere.')?.closest<HTMLElement>('[role="alert"]');
  if (!element) throw new Error('No notice that the product was changed elsewhere');
  return element;
};
const editor = () => screen.getByRole('dialog', { name: 'Edit Visa Gold' });
const nameField = () => inLanguage(editor(), 'English').getByRole('textbox', { name: /^Card name/ });
const priceField = () => within(editor()).getByRole('textbox', { name: 'Price (annual fee)' });
const tile = () => screen.getByRole('article', { name: 'Visa Gold' });

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit Visa Gold' }));
  return openedEditor('Edit Visa Gold');
}

async function rename(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.clear(nameField());
  await user.type(nameField(), name);
}

describe('a product saved elsewhere while its editor is open', () => {
  it('follows the change while nothing is typed', async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('cards', { documents: visaGold });
    await openEditor(user);
    await otherTabChangesPrice(backend, 1500);
    await waitFor(() => expect(priceField()).toHaveValue('1,500'));
    expect(screen.queryByText('This product was changed elsewhere.')).not.toBeInTheDocument();
  });

  it('keeps what was typed and says so, then loads the saved version on request', async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('cards', { documents: visaGold });
    await openEditor(user);
    await rename(user, 'Visa Gold Plus');
    await otherTabChangesPrice(backend, 1500);

    await waitFor(noticeNow);
    expect(noticeNow()).toHaveTextContent('While you were editing, it was saved in another tab or by someone else.');
    expect(nameField()).toHaveValue('Visa Gold Plus');
    expect(priceField()).toHaveValue('1,200');

    await user.click(within(noticeNow()).getByRole('button', { name: 'Load the saved version' }));
    expect(screen.queryByText('This product was changed elsewhere.')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Visa Gold');
    expect(priceField()).toHaveValue('1,500');
    // Nothing unsaved is left: the dialog closes without asking.
    await user.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a save over a version saved meanwhile and keeps the dialog with everything typed', async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('cards', { documents: visaGold, wrapBackend: otherTabSavesFirst(1500) });
    await openEditor(user);
    await rename(user, 'Visa Gold Plus');
    await user.click(within(editor()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(noticeNow()).toHaveFocus());
    expect(nameField()).toHaveValue('Visa Gold Plus');
    // No error besides the notice: nothing failed, the person chooses.
    expect(within(editor()).getAllByRole('alert').filter((alert) => alert.textContent !== '')).toEqual([noticeNow()]);
    expect(screen.queryByText(/^Saved:/)).not.toBeInTheDocument();
    expect(await stored(backend)).toMatchObject({ fields: { price: 1500 }, texts: { name: 'Visa Gold' } });
  });

  it('saves on "Keep my changes": the new name over the version saved meanwhile, its price kept', async () => {
    const user = userEvent.setup();
    const { backend } = await renderProductsScreen('cards', { documents: visaGold, wrapBackend: otherTabSavesFirst(1500) });
    await openEditor(user);
    await rename(user, 'Visa Gold Plus');
    await user.click(within(editor()).getByRole('button', { name: 'Save' }));
    await waitFor(noticeNow);
    // The list behind the dialog shows the version saved meanwhile once this page has it.
    await waitFor(() => expect(within(tile()).getByText(/1,500/)).toBeInTheDocument());

    await user.click(within(noticeNow()).getByRole('button', { name: 'Keep my changes' }));
    expect(screen.queryByText('This product was changed elsewhere.')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Visa Gold Plus');
    expect(priceField()).toHaveValue('1,500');
    await user.click(within(editor()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved: Visa Gold Plus')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await stored(backend)).toMatchObject({ fields: { price: 1500 }, texts: { name: 'Visa Gold Plus' } });
    expect(await stored(backend, 'mk')).toMatchObject({ fields: { price: 1500 }, texts: { name: 'Виза Голд' } });
  });

  it('saves by itself once the connection returns after a save failed offline, with everything typed kept', async () => {
    const user = userEvent.setup();
    let offline = true;
    const { backend } = await renderProductsScreen('cards', {
      documents: visaGold,
      wrapBackend: (real) => ({
        ...real,
        documents: wrapDocuments(real.documents, {
          transaction: (paths, decide) => (offline ? Promise.reject(new BackendError('unavailable', 'offline')) : real.documents.transaction(paths, decide)),
        }),
      }),
    });
    await openEditor(user);
    await rename(user, 'Visa Gold Plus');
    await user.click(within(editor()).getByRole('button', { name: 'Save' }));
    expect(await within(editor()).findByText('No connection. Everything you typed is kept and will be saved as soon as the connection returns.')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Visa Gold Plus');

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(async () => expect((await stored(backend)).texts.name).toBe('Visa Gold Plus'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Visa Gold' })).not.toBeInTheDocument());
  });
});
