import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leadDocument, submitLead } from '@console/assistant-data';
import { paths } from '@console/data-paths';
import type { Backend } from '@console/backend';
import { DEMO_ACCOUNT } from '@console/demo-data';
import { DEMO_ASSISTANT_ID, loadPublishedDemoSeed } from '@console/publishing-data/demo';
import { leaveWarnings } from '@console/leave-warning';
import { createTestBackend, renderWithProviders, wrapDocuments } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { LeadsScreen } from './LeadsScreen';

async function demoBankWithLead(wrap: (backend: Backend) => Backend = (backend) => backend, more = 0): Promise<Backend> {
  // The demo bank without its history of requests: each test knows every request on the page.
  const seed = () => loadPublishedDemoSeed('staging').then(({ users, documents }) => ({ users, documents: documents.filter(({ path }) => !path.startsWith(paths.leads('staging', DEMO_ASSISTANT_ID))) }));
  const backend = await createTestBackend({ seed });
  // Signed-out customers leave the requests, as in the chat: `more` earlier ones, then Марко's.
  const submit = (id: string, name: string) =>
    submitLead(
      (collection, data) => backend.documents.setDoc(`${collection}/${id}`, data),
      'staging',
      DEMO_ASSISTANT_ID,
      leadDocument({ name, contact: '070 123 456', consent: true, consentText: 'Се согласувам.', product: { id: 'loan-fast-cash', name: 'Брза готовина' }, amount: 300_000, termMonths: 60 }, 'mk', 'web', 'MKD'),
    );
  for (let index = 1; index <= more; index += 1) await submit(`earlier-${index}`, `Клиент ${index}`);
  await submit('lead-1', 'Марко Петров');
  await backend.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await renderWithProviders(
    <ToastProvider>
      <LeadsScreen />
    </ToastProvider>,
    { backend: wrap(backend), language: 'en', namespaces: ['common', 'ui', 'leads', 'product-figures'], fallback: <p>suspended</p>, route: { path: '/leads' } },
  );
  return backend;
}

describe('LeadsScreen', () => {
  it('lists a request with its contact, product, amount and term and language, and marks it handled', async () => {
    const user = userEvent.setup();
    const backend = await demoBankWithLead();
    const row = (await screen.findByRole('row', { name: /Марко Петров/ }, { timeout: 5_000 })) as HTMLElement;
    expect(row).toHaveTextContent('070 123 456');
    expect(row).toHaveTextContent('Брза готовина');
    expect(row).toHaveTextContent('MKD 300,000 · 5 years');
    expect(row).toHaveTextContent('Macedonian');
    await user.click(within(row).getByRole('checkbox', { name: 'Handled: request from Марко Петров' }));
    await expect.poll(async () => (await backend.documents.getDoc(`${paths.leads('staging', DEMO_ASSISTANT_ID)}/lead-1`)).data?.['handled'], { timeout: 5_000 }).toBe(true);
  });

  it('keeps the box busy, and the page asking before it is left, until the change is stored', async () => {
    const user = userEvent.setup();
    let store = () => undefined as void;
    await demoBankWithLead((backend) => ({
      ...backend,
      documents: wrapDocuments(backend.documents, {
        updateDoc: (path, data) => new Promise<void>((resolve, reject) => (store = () => void backend.documents.updateDoc(path, data).then(resolve, reject))),
      }),
    }));
    const box = await screen.findByRole('checkbox', { name: 'Handled: request from Марко Петров' }, { timeout: 5_000 });
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(leaveWarnings.reasons()).toContain('saving');
    act(() => store());
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
    expect(leaveWarnings.reasons()).not.toContain('saving');
  });

  it('deletes a request for good once the person confirms', async () => {
    const user = userEvent.setup();
    const backend = await demoBankWithLead();
    const row = (await screen.findByRole('row', { name: /Марко Петров/ }, { timeout: 5_000 })) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete the request from Марко Петров' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Марко Петров/ })).toBeNull(), { timeout: 5_000 });
    expect((await backend.documents.getDoc(`${paths.leads('staging', DEMO_ASSISTANT_ID)}/lead-1`)).exists).toBe(false);
  });

  it('shows the newest 50 requests, and older ones on request', async () => {
    const user = userEvent.setup();
    await demoBankWithLead(undefined, 50);
    await screen.findByRole('row', { name: /Марко Петров/ }, { timeout: 5_000 });
    // The header row and 50 requests: the oldest is not read yet.
    expect(screen.getAllByRole('row')).toHaveLength(51);
    await user.click(screen.getByRole('button', { name: 'Show older requests' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(52), { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Show older requests' })).toBeNull();
  });
});
