import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leadDocument, submitLead } from '@console/assistant-data';
import { paths, type Backend } from '@console/backend';
import { DEMO_ACCOUNT } from '@console/demo-data';
import { DEMO_ASSISTANT_ID, loadPublishedDemoSeed } from '@console/publishing-data';
import { createTestBackend, renderWithProviders } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { LeadsScreen } from './LeadsScreen';

async function demoBankWithLead(): Promise<Backend> {
  const backend = await createTestBackend({ seed: () => loadPublishedDemoSeed('staging') });
  // A signed-out customer leaves the request, as in the chat.
  const create = (collection: string, data: Record<string, unknown>) => backend.documents.setDoc(`${collection}/lead-1`, data);
  await submitLead(create, 'staging', DEMO_ASSISTANT_ID, leadDocument({ name: 'Марко Петров', contact: '070 123 456', consent: true, product: { id: 'loan-fast-cash', name: 'Брза готовина' }, amount: 300_000 }, 'mk', 'web', 'MKD'));
  await backend.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await renderWithProviders(
    <ToastProvider>
      <LeadsScreen />
    </ToastProvider>,
    { backend, language: 'en', namespaces: ['common', 'ui', 'leads'], fallback: <p>suspended</p>, route: { path: '/leads' } },
  );
  return backend;
}

describe('LeadsScreen', () => {
  it('lists a request with its contact, product, amount and language, and marks it handled', async () => {
    const user = userEvent.setup();
    const backend = await demoBankWithLead();
    const row = (await screen.findByRole('row', { name: /Марко Петров/ }, { timeout: 5_000 })) as HTMLElement;
    expect(row).toHaveTextContent('070 123 456');
    expect(row).toHaveTextContent('Брза готовина');
    expect(row).toHaveTextContent('MKD 300,000');
    expect(row).toHaveTextContent('Macedonian');
    await user.click(within(row).getByRole('checkbox', { name: 'Handled: request from Марко Петров' }));
    await expect.poll(async () => (await backend.documents.getDoc(`${paths.leads('staging', DEMO_ASSISTANT_ID)}/lead-1`)).data?.['handled'], { timeout: 5_000 }).toBe(true);
  });
});
