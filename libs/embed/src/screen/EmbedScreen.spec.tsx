import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@console/backend';
import { paths } from '@console/data-paths';
import { DEMO_ACCOUNT } from '@console/demo-data';
import { createProduct } from '@console/products-data/form';
import { loadPublishedDemoSeed } from '@console/publishing-data/demo';
import { createTestBackend, imageFile, renderWithProviders } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { EmbedScreen } from './EmbedScreen';

/** The demo bank, published as on a first start, signed in. */
async function renderEmbed(language: 'en' | 'mk' | 'sq' = 'en', prepare?: (backend: Backend) => Promise<unknown>) {
  const backend = await createTestBackend({ seed: () => loadPublishedDemoSeed('staging') });
  await backend.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await prepare?.(backend);
  await renderWithProviders(
    <ToastProvider>
      <EmbedScreen />
    </ToastProvider>,
    { backend, language, namespaces: ['common', 'ui', 'embed'], fallback: <p>suspended</p>, route: { path: '/embed' } },
  );
  return backend;
}

describe('EmbedScreen', () => {
  it('shows when the assistant was published, that nothing changed since, its code and its websites', async () => {
    await renderEmbed();
    expect(await screen.findByText(/^Published on \d/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('Your customers see everything as it is in the console.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Not everything is ready in every language' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code of your chat')).toHaveTextContent('data-assistant="demo-banka"');
    expect(within(screen.getByRole('list', { name: 'Allowed websites' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['localhost', '127.0.0.1']);
  });

  it('adds a domain as the widget compares it, refuses what is not one, and lists the change as unpublished', async () => {
    const user = userEvent.setup();
    await renderEmbed();
    const field = await screen.findByRole('textbox', { name: 'Website domain' }, { timeout: 5_000 });
    await user.type(field, 'bank{Enter}');
    expect(field).toHaveAccessibleDescription(/This is not a domain/);
    expect(field).toHaveValue('bank');
    await user.clear(field);
    await user.type(field, 'https://www.DemoBanka.mk/krediti{Enter}');
    expect(await within(screen.getByRole('list', { name: 'Allowed websites' })).findByText('www.demobanka.mk', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('assistant, bank details and websites', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish the changes' })).toBeEnabled();
    const items = await screen.findByRole('list', { name: 'What was changed, by whom and when' }, { timeout: 5_000 });
    expect(within(items).getAllByRole('listitem').map((item) => item.textContent?.replace(/ · [^·]+$/, ''))).toEqual([
      `Websites: changed — localhost, 127.0.0.1, www.demobanka.mk · ${DEMO_ACCOUNT.email}`,
    ]);
  });

  it("names a changed catalogue answer by its question, in the console's language", async () => {
    await renderEmbed('en', (backend) =>
      backend.documents.setDoc(`${paths.accountAnswers(backend.mode, DEMO_ACCOUNT.uid, 'sq')}/account-open-personal`, {
        answer: { text: 'Hapni llogari në çdo degë.', attachments: [], source: 'bank' },
      }),
    );
    const items = await screen.findByRole('list', { name: 'What was changed, by whom and when' }, { timeout: 5_000 });
    expect(await within(items).findByText(/Answers: changed — “How can I open a personal account\?”, in Albanian/, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('says which languages a product or an answer is missing in, and publishes that only when asked again', async () => {
    const user = userEvent.setup();
    // A new card written in Macedonian only: its English and Albanian texts are copies.
    await renderEmbed('en', (backend) =>
      createProduct(
        { backend, uid: DEMO_ACCOUNT.uid },
        { kind: 'cards', sourceLocale: 'mk', fields: { type: 'debit', brand: 'visa', currency: 'MKD' }, texts: { mk: { name: 'Виза Студент' } }, photo: imageFile() },
      ),
    );
    const gaps = await screen.findByRole('region', { name: 'Not everything is ready in every language' }, { timeout: 5_000 });
    expect(within(gaps).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 product is not translated into English yet: customers writing in English see its texts in another language.',
      '1 product is not translated into Albanian yet: customers writing in Albanian see its texts in another language.',
    ]);

    expect(await screen.findByText('products', {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish the changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish although not everything is ready?' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish the changes' }));
    await user.click(await screen.findByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('Published. Your customers see the new version now.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('names products that customers of one language could not tell apart', async () => {
    await renderEmbed('en', (backend) =>
      createProduct(
        { backend, uid: DEMO_ACCOUNT.uid },
        {
          kind: 'cards',
          sourceLocale: 'en',
          fields: { type: 'debit', brand: 'visa', currency: 'MKD' },
          texts: { en: { name: 'Visa Debit Card' }, mk: { name: 'Виза Студент' }, sq: { name: 'Kartelë Visa për studentë' } },
          photo: imageFile(),
        },
      ),
    );
    const gaps = await screen.findByRole('region', { name: 'Not everything is ready in every language' }, { timeout: 5_000 });
    expect(within(gaps).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'In English, 2 products are called “Visa Debit Card”: the assistant cannot tell them apart, so give each its own name.',
    ]);
  });

  it('tries a customer message on the drafts, in the language it is written in, and says how sure the answer is', async () => {
    const user = userEvent.setup();
    await renderEmbed();
    const section = await screen.findByRole('region', { name: 'Try a question' }, { timeout: 5_000 });
    const field = within(section).getByRole('textbox', { name: "A customer's message" });
    const tryIt = within(section).getByRole('button', { name: 'Try it' });
    await waitFor(() => expect(tryIt).toBeEnabled(), { timeout: 5_000 });

    await user.click(tryIt);
    expect(field).toHaveAccessibleDescription('Type a message first.');

    await user.type(field, 'How do I block my card?');
    await user.click(tryIt);
    expect(await within(section).findByText(/^It would answer in English, \d+% sure, with:$/)).toBeInTheDocument();
    expect(within(section).getByText('(a question from the FAQ)')).toBeInTheDocument();
    expect(within(section).getByText(/block/i, { selector: 'strong' })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Како да ја блокирам картичката?');
    await user.click(tryIt);
    expect(await within(section).findByText(/^It would answer in Macedonian, \d+% sure, with:$/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Will it rain on Mars tomorrow?');
    await user.click(tryIt);
    expect(await within(section).findByText('It would say in English that it has no answer to this yet.')).toBeInTheDocument();
  });

  it('speaks Macedonian', async () => {
    await renderEmbed('mk');
    expect(await screen.findByRole('heading', { level: 2, name: 'Објавување' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText(/^Објавен на \d\d\.\d\d\.\d{4} \d\d:\d\d\.$/, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
