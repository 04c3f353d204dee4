import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { writeFileSync } from 'node:fs';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider, paths } from '@console/backend';
import { createLocalBackend } from '@console/backend/local';
import { createI18n } from '@console/i18n';
import { liveQueryRegistry } from '@console/live-query';
import { faqScreen } from '@console/faq';

const MODE = 'staging';
const USER = { uid: 'bench', email: 'bench@bank.example', password: 'secret-1', emailVerified: true };
const SIZE = Number(process.env['FAQ_BENCH_SIZE'] ?? 5_000);
const RUNS = Number(process.env['FAQ_BENCH_RUNS'] ?? 7);

function seed() {
  const documents = [];
  for (let index = 0; index < SIZE; index += 1) {
    const id = `q-${String(index).padStart(5, '0')}`;
    documents.push({
      path: `${paths.faqCatalogue(MODE, 'en')}/${id}`,
      data: { top: index % 5 === 0, question: `Question number ${index}?`, category: 'Cards', default_answer: { text: `Standard ${index}.`, scenario: null, type: 'text' } },
    });
    if (index % 2 === 0) documents.push({ path: `${paths.accountAnswers(MODE, USER.uid, 'en')}/${id}`, data: { answer: { text: `Answer ${index}.`, attachments: [] } } });
  }
  documents.push({ path: paths.account(MODE, USER.uid), data: { profile: { customerType: 'individual' } } });
  return { users: [USER], documents };
}

describe('FAQ list benchmark', () => {
  it('measures first render and the update of one changed answer', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(84);
    const { Component: FaqScreen } = await faqScreen();
    const i18n = await createI18n({ language: 'en', namespaces: ['common', 'ui', 'faq'], syncDocumentLanguage: false });
    const firstRender: number[] = [];
    const streamsToList: number[] = [];
    const oneAnswer: number[] = [];

    for (let run = 0; run < RUNS; run += 1) {
      const backend = await createLocalBackend({ databaseName: `faq-bench-${run}-${Date.now()}`, passwordHashIterations: 1_000, seed: () => Promise.resolve(seed()) });
      await backend.auth.signIn(USER.email, USER.password);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      liveQueryRegistry(queryClient);
      const router = createMemoryRouter([{ path: '/faq', element: <FaqScreen /> }], { initialEntries: ['/faq'] });
      const app = (
        <I18nextProvider i18n={i18n}>
          <BackendProvider backend={backend}>
            <QueryClientProvider client={queryClient}>
              <Suspense fallback={null}>
                <RouterProvider router={router} />
              </Suspense>
            </QueryClientProvider>
          </BackendProvider>
        </I18nextProvider>
      );

      // Cold: from mount (listeners start) to the first row on screen.
      let started = performance.now();
      const view = render(app);
      await screen.findByRole('button', { name: 'Question number 0?' }, { timeout: 30_000 });
      streamsToList.push(performance.now() - started);
      view.unmount();

      // Warm: the data is in the cache; from mount to the first row, i.e. React's work for the list.
      started = performance.now();
      const warm = render(app);
      await screen.findByRole('button', { name: 'Question number 0?' });
      firstRender.push(performance.now() - started);

      const text = `Rewritten in run ${run}`;
      started = performance.now();
      await act(() => backend.documents.setDoc(`${paths.accountAnswers(MODE, USER.uid, 'en')}/q-00003`, { answer: { text, attachments: [] } }, { merge: true }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Question number 3?' })).toHaveAccessibleDescription(new RegExp(text)), { interval: 1 });
      oneAnswer.push(performance.now() - started);
      warm.unmount();
      queryClient.clear();
    }
    const output = process.env['FAQ_BENCH_OUTPUT'];
    if (output) writeFileSync(output, JSON.stringify({ size: SIZE, runs: RUNS, streamsToList, firstRender, oneAnswer }));
    expect(oneAnswer).toHaveLength(RUNS);
  }, 600_000);
});
