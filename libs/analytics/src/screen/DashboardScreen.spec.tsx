import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatCounters } from '@console/assistant-data';
import type { Backend } from '@console/backend';
import { DEMO_ACCOUNT } from '@console/demo-data';
import type { LanguageCode } from '@console/i18n';
import { DEMO_ASSISTANT_ID, loadPublishedDemoSeed } from '@console/publishing-data/demo';
import { createTestBackend, renderWithProviders } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { DashboardScreen } from './DashboardScreen';

const seeded = loadPublishedDemoSeed('staging');

async function openDashboard(language: LanguageCode, address = '/dashboard', backend?: Backend) {
  const bank = backend ?? (await createTestBackend({ seed: () => seeded }));
  if (!backend) await bank.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const rendered = await renderWithProviders(
    <ToastProvider>
      <DashboardScreen />
    </ToastProvider>,
    {
    backend: bank,
    language,
    namespaces: ['common', 'ui', 'analytics'],
    fallback: <p>suspended</p>,
    route: { path: '/dashboard', initialEntry: address, others: [{ path: '/faq', element: <p>FAQ page</p> }] },
    },
  );
  return { backend: bank, ...rendered };
}

/** A customer's chat on the demo bank's website, counted as the widget counts it (signed out customers write too). */
const customersOf = (backend: Backend) =>
  chatCounters({
    create: (collection, data) => backend.documents.setDoc(`${collection}/${backend.documents.newId()}`, data),
    mode: 'staging',
    assistantId: DEMO_ASSISTANT_ID,
    timeZone: 'Europe/Skopje',
    channel: 'web',
    visits: { lastVisitDay: () => null, remember: () => undefined },
  });

const card = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 10_000 });

describe('DashboardScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['mk', /^Сесии/, 'Корисници по јазик', 'Прашања без одговор'],
    ['en', /^Sessions/, 'Users per language', 'Questions without an answer'],
    ['sq', /^Seanca/, 'Përdorues sipas gjuhës', 'Pyetje pa përgjigje'],
  ] as const)('shows the demo bank\'s figures, breakdowns and unanswered questions in %s', async (language, sessions, languages, unanswered) => {
    await openDashboard(language);
    expect(await card(sessions)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: new RegExp(languages) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: unanswered })).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(2);
  });

  it('switches period, grouping, series and the table view, keeping them in the address', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard('en');
    await card(/^Sessions/);
    await user.selectOptions(screen.getByLabelText('Period'), 'Whole period');
    await user.selectOptions(screen.getByLabelText('Group by'), 'Year');
    await user.click(await card(/^Leads amount/));
    await user.click(screen.getByRole('button', { name: 'Tables' }));
    expect(router.state.location.search).toBe('?period=all&by=year&series=leadsAmount&view=table');
    const table = await screen.findByRole('table', { name: 'All figures by year' });
    const years = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(years.slice(0, -1)).toEqual(expect.arrayContaining([String(new Date().getFullYear())]));
    expect(years.at(-1)).toBe('Total');
    expect(screen.getByRole('heading', { name: 'Leads amount by year' })).toBeInTheDocument();
  });

  /** Downloads the CSV of the 7 days in `language` and gives its lines. */
  async function downloadedCsv(language: LanguageCode): Promise<string[]> {
    const user = userEvent.setup();
    // The browser's download is outside the test's reach: the file handed to it is what is checked.
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file: Blob | MediaSource) => (files.push(file as Blob), 'blob:csv'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openDashboard(language, '/dashboard?period=7d');
    await card(/^(Sessions|Сесии)/);
    await user.click(screen.getByRole('button', { name: /^(Download CSV|Преземи CSV)$/ }));
    expect(click).toHaveBeenCalledOnce();
    const text = await files[0]?.text();
    return text?.replace(/^\ufeff/u, '').trim().split('\r\n') ?? [];
  }

  it('downloads what is shown as CSV, with the breakdowns after the series', async () => {
    const lines = await downloadedCsv('en');
    expect(lines[0]).toBe('From,To,Sessions,Conversations,Users,Messages,Leads,Leads amount');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}(,\d+){6}$/u);
    expect(lines.slice(8, 11)).toEqual(['', 'Users per channel', 'Channel,Users']);
    expect(lines.at(-4)).toBe('Language,Users');
    expect(lines.at(-3)).toMatch(/^Macedonian,\d+$/u);
  });

  it('downloads a CSV that Excel set to Macedonian opens in columns: semicolons', async () => {
    const lines = await downloadedCsv('mk');
    expect(lines[0]).toBe('Од;До;Сесии;Разговори;Корисници;Пораки;Барања за контакт;Побаран износ на кредити');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2};\d{4}-\d{2}-\d{2}(;\d+){6}$/u);
  });

  it('shows a chat of today at once, and leads from an unanswered question to the FAQ search', async () => {
    const user = userEvent.setup();
    const { backend, router } = await openDashboard('en', '/dashboard?period=7d&view=table');
    const table = await screen.findByRole('table', { name: 'All figures by day' }, { timeout: 10_000 });
    // The last row before the total is today: nothing counted yet (the demo history ends yesterday).
    const today = () => within(within(table).getAllByRole('row').at(-2) as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/gu, ' '));
    expect(today()).toEqual(['0', '0', '0', '0', '0', 'MKD 0']);
    // A customer opens the chat and asks.
    const counters = customersOf(backend);
    await counters.session('en');
    await counters.question('en', false, 'Can I pay my rent with a cheque?');
    await expect.poll(today, { timeout: 5_000 }).toEqual(['1', '1', '1', '1', '0', 'MKD 0']);
    // The bank removes a question the chat kept (it could hold personal data): asked, then gone for good.
    await user.click(await screen.findByRole('button', { name: 'Remove “Can I pay my rent with a cheque?” from the list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this question?' });
    expect(dialog).toHaveTextContent('“Can I pay my rent with a cheque?” and every time it was asked in this period (1 in all) will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect.poll(() => screen.queryByRole('row', { name: /rent with a cheque/ }), { timeout: 5_000 }).toBeNull();
    await user.click(screen.getAllByRole('link', { name: 'Find in the FAQ' })[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.location.search).toMatch(/^\?search=/u);
  });

  it('teaches the assistant a message it could not answer: "This should be answered by…" makes it a way of asking the chosen question', async () => {
    const user = userEvent.setup();
    const { backend } = await openDashboard('en', '/dashboard?period=7d');
    const counters = customersOf(backend);
    await counters.session('en');
    await counters.question('en', false, 'the hole in the wall kept my plastic card');

    await user.click(await screen.findByRole('button', { name: 'Choose the question that should answer “the hole in the wall kept my plastic card”' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'This should be answered by…' });
    expect(dialog).toHaveTextContent('A customer asked, in English: “the hole in the wall kept my plastic card”.');
    const teach = within(dialog).getByRole('button', { name: 'Teach the assistant' });
    expect(teach).toBeDisabled();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a question' }), 'block');
    await user.click(await within(dialog).findByRole('radio', { name: /block a lost or stolen card/u }));
    await user.click(teach);

    expect(await screen.findByText(/^Taught: these words now ask “How (do I|can I|to) block/u)).toBeVisible();
    expect((await backend.documents.getDoc(`mode/staging/accounts/${DEMO_ACCOUNT.uid}/phrasings/cards-block`)).data).toMatchObject({ phrasings: { en: 'the hole in the wall kept my plastic card' } });
    await expect.poll(() => screen.queryByRole('row', { name: /hole in the wall/u }), { timeout: 5_000 }).toBeNull();
  });

  it('tells a bank without chats how to get some', async () => {
    const backend = await createTestBackend({ seed: { users: [{ uid: 'new-bank', email: 'new@bank.example', password: 'secret-1', emailVerified: true }], documents: [] } });
    await backend.auth.signIn('new@bank.example', 'secret-1');
    await openDashboard('en', '/dashboard', backend);
    expect(await screen.findByText('No chats yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publish the assistant' })).toHaveAttribute('href', '/embed');
  });
});
