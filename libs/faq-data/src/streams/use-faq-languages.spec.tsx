import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPaths, wrapDocuments } from '@console/testing';
import { faqTestEnvironment } from '../testing/faq-test-environment';
import { useFaqData } from './use-faq-data';
import { useFaqLanguages } from './use-faq-languages';

const questions = [{ id: 'cards-block', category: 'Cards' }, { id: 'atm-limit', category: 'atm' }];
const answers = {
  mk: { 'cards-block': 'Јавете ни се.' },
  en: { 'cards-block': { text: 'Default answer cards-block.', source: 'default' } },
  sq: { 'atm-limit': 'Deri në 40.000 denarë.' },
};

describe('useFaqLanguages', () => {
  it('gives one question in every language: the catalogue’s question, the bank’s answer and its state', async () => {
    const env = await faqTestEnvironment({ questions, answers });
    const { result } = renderHook(() => useFaqLanguages('cards-block'), { wrapper: env.wrapper });
    await waitFor(() => expect(Object.values(result.current).every((part) => part.status === 'success')).toBe(true));
    const entry = (locale: 'mk' | 'en' | 'sq') => {
      const part = result.current[locale];
      if (part.status !== 'success') throw new Error(`${locale} is not loaded`);
      return part.entry;
    };
    expect(entry('mk')).toMatchObject({ locale: 'mk', state: 'answered', answer: { answer: 'Јавете ни се.' }, question: { question: 'MK question cards-block?' } });
    expect(entry('en')).toMatchObject({ state: 'standard', answer: { source: 'default' }, question: { question: 'EN question cards-block?' } });
    expect(entry('sq')).toMatchObject({ state: 'missing', answer: null, question: { question: 'SQ question cards-block?' } });

    await act(() => env.backend.documents.setDoc(`${testPaths.answers('sq')}/cards-block`, { answer: { text: 'Na telefononi.', attachments: [] } }));
    await waitFor(() => expect(entry('sq').state).toBe('answered'));
    expect(entry('sq').answer?.answer).toBe('Na telefononi.');
  });

  it('shares the list’s listeners of the interface language and adds one per other language', async () => {
    const started: string[] = [];
    const env = await faqTestEnvironment(
      { questions, answers },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            watchCollection: (path, query, onNext, onError) => {
              started.push(path);
              return backend.documents.watchCollection(path, query, onNext, onError);
            },
          }),
        }),
      },
    );
    const { result } = renderHook(() => ({ list: useFaqData(), languages: useFaqLanguages('cards-block') }), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    await waitFor(() => expect(result.current.languages.sq.status).toBe('success'));
    expect([...started].sort()).toEqual(
      (['mk', 'en', 'sq'] as const)
        .flatMap((locale) => [testPaths.catalogue(locale), testPaths.ownQuestions, testPaths.answers(locale)])
        .sort(),
    );
  });
});
