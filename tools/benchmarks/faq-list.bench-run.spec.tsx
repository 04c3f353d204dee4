import { act, render, screen, waitFor } from '@testing-library/react';
import { writeFileSync } from 'node:fs';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@console/data-paths';
import { faqFeature } from '@console/faq';
import { createTestBackend, createTestI18n, createTestQueryClient, TestProviders } from '@console/testing';

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
    const [faqRoute] = faqFeature.routes;
    if (!faqRoute) throw new Error('The FAQ feature has no route.');
    const { Component: FaqScreen } = await faqRoute.screen();
    const i18n = await createTestI18n('en', ['common', 'ui', 'faq']);
    const firstRender: number[] = [];
    const streamsToList: number[] = [];
    const oneAnswer: number[] = [];

    for (let run = 0; run < RUNS; run += 1) {
      const backend = await createTestBackend({ seed: seed() });
      await backend.auth.signIn(USER.email, USER.password);
      const queryClient = createTestQueryClient();
      const router = createMemoryRouter([{ path: '/faq', element: <FaqScreen /> }], { initialEntries: ['/faq'] });
      // One element rendered twice (cold, then warm) over the same backend and cache.
      const app = (
        <TestProviders i18n={i18n} backend={backend} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TestProviders>
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
