import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isWriteConflict } from '@console/backend';
import { TEST_MODE, TEST_USER, testPaths } from '@console/testing';
import { useAnswerCoverage } from '../streams/use-answer-coverage';
import { useFaqData } from '../streams/use-faq-data';
import { useFaqLanguages } from '../streams/use-faq-languages';
import { faqTestEnvironment } from '../testing/faq-test-environment';
import { deleteOwnQuestion, saveOwnQuestion } from './own-questions';
import { useSaveAnswer } from './use-save-answer';

const studentLoans = {
  category: 'loans' as const,
  top: true,
  question: { mk: ' Дали нудите кредит за студенти? ', en: 'Do you offer student loans?', sq: 'A ofroni kredi për studentë?' },
};

describe("a bank's own questions", () => {
  it('join the catalogue in every language, in their category, and are answered and counted like the catalogue’s', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block', category: 'Cards' }] });
    const context = { documents: env.backend.documents, mode: TEST_MODE, uid: TEST_USER.uid };
    const id = await saveOwnQuestion(context, { id: null, draft: studentLoans, baseline: null });
    expect(id).toMatch(/^own-/u);

    const { result } = renderHook(() => ({ faq: useFaqData(), languages: useFaqLanguages(id), coverage: useAnswerCoverage(), save: useSaveAnswer() }), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.faq.entries.map((entry) => entry.id)).toEqual(['cards-block', id]));
    const own = result.current.faq.entries[1]?.question;
    expect(own).toMatchObject({ question: 'Do you offer student loans?', categoryId: 'loans', isTop: true, defaultAnswer: '', own: true });
    await waitFor(() => expect(result.current.languages.mk.status).toBe('success'));
    const mk = result.current.languages.mk;
    expect(mk.status === 'success' && mk.entry.question?.question).toBe('Дали нудите кредит за студенти?');
    expect(mk.status === 'success' && mk.entry.state).toBe('missing');

    await act(() => result.current.save.mutateAsync({ faqId: id, locale: 'mk', text: 'Да, до 300.000 денари.', attachments: [] }));
    await waitFor(() => expect(result.current.coverage.answered.mk).toBe(1));
  });

  it('change in every language at once, only over the version the edit started from, and go with their answers when deleted', async () => {
    const env = await faqTestEnvironment({ questions: [] });
    const context = { documents: env.backend.documents, mode: TEST_MODE, uid: TEST_USER.uid };
    const id = await saveOwnQuestion(context, { id: null, draft: studentLoans, baseline: null });
    const saved = { ...studentLoans, question: { ...studentLoans.question, mk: 'Дали нудите кредит за студенти?' } };
    await saveOwnQuestion(context, { id, draft: { ...saved, top: false, category: 'other' }, baseline: saved });
    const path = `${testPaths.ownQuestions}/${id}`;
    expect((await env.backend.documents.getDoc(path)).data).toMatchObject({ category: 'other', top: false, question: saved.question });

    const stale = await saveOwnQuestion(context, { id, draft: saved, baseline: saved }).catch((error: unknown) => error);
    expect(isWriteConflict(stale)).toBe(true);

    await env.backend.documents.setDoc(`${testPaths.answers('en')}/${id}`, { answer: { text: 'Yes.', attachments: [], source: 'bank' } });
    await deleteOwnQuestion(context, id);
    expect((await env.backend.documents.getDoc(path)).exists).toBe(false);
    // Its answers are withdrawn with it, so nothing counts them any more.
    expect((await env.backend.documents.getDoc(`${testPaths.answers('en')}/${id}`)).data).toMatchObject({ answer: { text: '', source: 'bank' } });
  });

  it('are refused by the rules without a question in every language or in an unknown category', async () => {
    const env = await faqTestEnvironment({ questions: [] });
    const context = { documents: env.backend.documents, mode: TEST_MODE, uid: TEST_USER.uid };
    const missing = await saveOwnQuestion(context, { id: null, draft: { ...studentLoans, question: { ...studentLoans.question, sq: ' ' } }, baseline: null }).catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 'permission-denied' });
    const unknown = await saveOwnQuestion(context, { id: null, draft: { ...studentLoans, category: 'crypto' as 'loans' }, baseline: null }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: 'permission-denied' });
  });
});
