import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend, StoredDocument } from '@console/backend';
import { TEST_MODE, TEST_USER, testPaths, wrapDocuments } from '@console/testing';
import { faqTestEnvironment } from '../testing/faq-test-environment';
import { faqQueryKeys } from './faq-query-keys';
import { useFaqData } from './use-faq-data';

const questions = [
  { id: 'cards-block', category: 'Cards', top: true },
  { id: 'atm-limit', category: 'atm' },
  { id: 'cards-guided', category: 'Cards', type: 'Scenario', scenario: 'block-card' },
  { id: 'corp-payroll', category: 'corporate-faqs', customer_type: 'corporate' as const },
  { id: 'tariff-retail', category: 'tariffs', customer_type: 'individual' as const },
  { id: 'tariff-corporate', category: 'tariffs', customer_type: 'corporate' as const },
];

describe('useFaqData', () => {
  it('joins the catalogue with the account’s answers and classifies by the account’s customer type', async () => {
    const env = await faqTestEnvironment({ questions, answers: { en: { 'cards-block': 'Call us any time.' } } });
    const { result } = renderHook(() => useFaqData(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.entries.map((entry) => [entry.id, entry.answered])).toEqual([
      ['atm-limit', false],
      ['cards-block', true],
      ['tariff-retail', false],
    ]);
    expect(result.current.entries[1]?.answer?.answer).toBe('Call us any time.');
    expect(result.current.customerType).toBe('individual');
  });

  it('shows a corporate account its corporate questions and tariffs', async () => {
    const env = await faqTestEnvironment({ questions, customerType: 'corporate' });
    const { result } = renderHook(() => useFaqData(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.entries.map((entry) => entry.id)).toEqual(['atm-limit', 'cards-block', 'corp-payroll', 'tariff-corporate']);
  });

  it('stays loading until both the catalogue and the answers have arrived', async () => {
    let releaseAnswers: () => void = () => undefined;
    const catalogueDelivered: string[] = [];
    const env = await faqTestEnvironment(
      { questions, answers: { en: { 'atm-limit': 'Up to 40,000 MKD.' } } },
      {
        wrapBackend: (backend: Backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            watchCollection: (path, query, onNext, onError) => {
              if (!path.endsWith('/collection')) {
                return backend.documents.watchCollection(path, query, (docs) => (catalogueDelivered.push(path), onNext(docs as never)), onError);
              }
              // The answers' first snapshot is held back until the test releases it.
              let held: StoredDocument[] | null = null;
              let released = false;
              releaseAnswers = () => {
                released = true;
                if (held) onNext(held as never);
              };
              return backend.documents.watchCollection(path, query, (docs) => (released ? onNext(docs as never) : (held = docs as StoredDocument[])), onError);
            },
          }),
        }),
      },
    );
    const { result } = renderHook(() => useFaqData(), { wrapper: env.wrapper });
    // The catalogue and the account's own questions.
    await waitFor(() => expect(catalogueDelivered).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.status).toBe('pending');
    expect(result.current.entries).toEqual([]);
    act(() => releaseAnswers());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.entries.find((entry) => entry.id === 'atm-limit')?.answered).toBe(true);
  });

  it('ends in an error when a catalogue record has no id', async () => {
    const env = await faqTestEnvironment(
      { questions },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            watchCollection: (path, query, onNext, onError) =>
              backend.documents.watchCollection(
                path,
                query,
                (docs) => onNext(path.includes('/faqs/languages/') ? ([...docs, { id: undefined, path, data: {} }] as never) : (docs as never)),
                onError,
              ),
          }),
        }),
      },
    );
    const { result } = renderHook(() => useFaqData(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Faq is missing an id parameter');
  });

  it('follows a saved answer live, changing that one entry and keeping the others', async () => {
    const env = await faqTestEnvironment({ questions, answers: { en: { 'atm-limit': 'Old text' } } });
    const { result } = renderHook(() => useFaqData(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const before = result.current.entries;
    await act(() =>
      env.backend.documents.setDoc(`${testPaths.answers('en')}/cards-block`, { answer: { text: 'New', attachments: [] } }, { merge: true }),
    );
    await waitFor(() => expect(result.current.entries.find((entry) => entry.id === 'cards-block')?.answered).toBe(true));
    const after = result.current.entries;
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('stops the previous language’s listeners before starting the new ones', async () => {
    const active = new Set<string>();
    let mostCatalogueListeners = 0;
    const started: string[] = [];
    const env = await faqTestEnvironment(
      { questions },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            watchCollection: (path, query, onNext, onError) => {
              const id = `${path}#${started.length}`;
              started.push(path);
              active.add(id);
              const catalogueListeners = [...active].filter((item) => item.includes('/faqs/languages/')).length;
              mostCatalogueListeners = Math.max(mostCatalogueListeners, catalogueListeners);
              const stop = backend.documents.watchCollection(path, query, onNext, onError);
              return () => {
                active.delete(id);
                stop();
              };
            },
          }),
        }),
      },
    );
    const { result } = renderHook(() => useFaqData(), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.locale).toBe('en');

    await act(() => env.i18n.changeLanguage('mk'));
    await waitFor(() => expect(result.current.locale).toBe('mk'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.entries[0]?.question.question).toBe('MK question atm-limit?');

    await act(() => env.i18n.changeLanguage('sq'));
    await waitFor(() => expect(result.current.entries[0]?.question.question).toBe('SQ question atm-limit?'));

    expect(started.filter((path) => path.includes('/faqs/languages/'))).toEqual([
      testPaths.catalogue('en'),
      testPaths.catalogue('mk'),
      testPaths.catalogue('sq'),
    ]);
    expect(mostCatalogueListeners).toBe(1);
    expect([...active].map((id) => id.split('#')[0]).sort()).toEqual(
      [testPaths.catalogue('sq'), testPaths.ownQuestions, testPaths.answers('sq')].sort(),
    );
    // The old language's data is gone from the cache, not merely hidden.
    expect(env.queryClient.getQueryCache().findAll({ queryKey: faqQueryKeys.questions({ uid: TEST_USER.uid, mode: TEST_MODE }, 'en') })).toHaveLength(0);
  });
});
