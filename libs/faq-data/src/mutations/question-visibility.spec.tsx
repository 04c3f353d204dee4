import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPaths } from '@console/testing';
import { useAnswerCoverage } from '../streams/use-answer-coverage';
import { useFaqData } from '../streams/use-faq-data';
import { faqTestEnvironment } from '../testing/faq-test-environment';
import { useQuestionVisibility } from './use-question-visibility';

const questions = [
  { id: 'cards-block', category: 'Cards', top: true },
  { id: 'atm-limit', category: 'atm' },
];
const answers = {
  en: { 'cards-block': 'Call us any time.', 'atm-limit': 'Up to 40,000 MKD.' },
  mk: { 'cards-block': 'Јавете ни се.' },
};

function useHidingFaq() {
  return { faq: useFaqData(), coverage: useAnswerCoverage(), visibility: useQuestionVisibility() };
}

const hiddenOf = (entries: { id: string; hidden: boolean }[]) => entries.filter((entry) => entry.hidden).map((entry) => entry.id);

describe('hiding a question', () => {
  it('marks it hidden in the FAQ and leaves its answers out of the coverage in every language, until it is shown again', async () => {
    const env = await faqTestEnvironment({ questions, answers });
    const { result } = renderHook(useHidingFaq, { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.faq.status).toBe('success'));
    await waitFor(() => expect(result.current.coverage.status).toBe('success'));
    expect(result.current.coverage.answered).toEqual({ mk: 1, en: 2, sq: 0 });
    // Answered in English only, the ATM limit is missing in Macedonian; both questions in Albanian.
    expect(result.current.coverage.missing).toEqual({ mk: 1, en: 0, sq: 2 });

    await act(() => result.current.visibility.mutateAsync({ faqId: 'cards-block', hidden: true }));
    await waitFor(() => expect(hiddenOf(result.current.faq.entries)).toEqual(['cards-block']));
    await waitFor(() => expect(result.current.coverage.answered).toEqual({ mk: 0, en: 1, sq: 0 }));
    expect(result.current.coverage.missing).toEqual({ mk: 1, en: 0, sq: 1 });
    expect(result.current.faq.entries.find((entry) => entry.id === 'cards-block')?.answered).toBe(true);

    await act(() => result.current.visibility.mutateAsync({ faqId: 'cards-block', hidden: false }));
    await waitFor(() => expect(hiddenOf(result.current.faq.entries)).toEqual([]));
    await waitFor(() => expect(result.current.coverage.answered).toEqual({ mk: 1, en: 2, sq: 0 }));
  });

  it('stores one key per hidden question and removes it when shown again', async () => {
    const env = await faqTestEnvironment({ questions });
    const { result } = renderHook(useQuestionVisibility, { wrapper: env.wrapper });
    const path = testPaths.hiddenQuestions;
    await act(() => result.current.mutateAsync({ faqId: 'atm-limit', hidden: true }));
    await act(() => result.current.mutateAsync({ faqId: 'cards-block', hidden: true }));
    expect((await env.backend.documents.getDoc(path)).data).toEqual({ 'atm-limit': true, 'cards-block': true });
    await act(() => result.current.mutateAsync({ faqId: 'atm-limit', hidden: false }));
    expect((await env.backend.documents.getDoc(path)).data).toEqual({ 'cards-block': true });
  });
});
