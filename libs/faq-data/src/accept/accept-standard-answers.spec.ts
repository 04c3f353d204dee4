import { describe, expect, it } from 'vitest';
import { MAX_BATCH_OPERATIONS, type WriteOperation } from '@console/backend';
import { catalogueRecord, TEST_MODE, TEST_USER, testPaths, wrapDocuments } from '@console/testing';
import { mapFaqQuestion } from '../model/map-faq-question';
import type { FaqQuestion } from '../model/faq-types';
import { faqTestEnvironment } from '../testing/faq-test-environment';
import { acceptStandardAnswers, standardAnswersToAccept } from './accept-standard-answers';

const ids = Array.from({ length: 1001 }, (_, index) => `q-${String(index).padStart(4, '0')}`);
const question = (id: string, text?: string) => mapFaqQuestion({ id, data: catalogueRecord({ id, ...(text === undefined ? {} : { text }) }) }) as FaqQuestion;
const stored = async (env: Awaited<ReturnType<typeof faqTestEnvironment>>) =>
  new Map((await env.backend.documents.getCollection<{ answer: { text: string; source?: string } }>(testPaths.answers('en'))).map((doc) => [doc.id, doc.data.answer]));

describe('accepting the standard answers of many questions', () => {
  it('writes them as the bank’s answers in transactions of at most 500, reporting progress, and keeps the bank’s own answers', async () => {
    const batches: WriteOperation[][] = [];
    const env = await faqTestEnvironment(
      { questions: ids.map((id) => ({ id })), answers: { en: { 'q-0001': 'Our own words', 'q-0002': { text: 'Default answer q-0002.', source: 'default' }, 'q-0003': '' } } },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            transaction: (targets, decide) =>
              backend.documents.transaction(targets, (snapshots) => {
                const operations = decide(snapshots);
                batches.push(operations);
                return operations;
              }),
          }),
        }),
      },
    );
    const progress: number[] = [];
    const written = await acceptStandardAnswers({
      documents: env.backend.documents,
      mode: TEST_MODE,
      uid: TEST_USER.uid,
      locale: 'en',
      questions: ids.map((id) => question(id)),
      onProgress: ({ done, total }) => progress.push(done / total),
    });
    expect(written).toBe(1000);
    expect(progress).toEqual([0, 500 / 1001, 1000 / 1001, 1]);
    expect(batches.every((operations) => operations.length <= MAX_BATCH_OPERATIONS)).toBe(true);
    const answers = await stored(env);
    expect(answers.get('q-0001')).toEqual({ text: 'Our own words', attachments: [] });
    expect(answers.get('q-0002')).toMatchObject({ text: 'Default answer q-0002.', source: 'bank' });
    // A withdrawn answer is unanswered: accepting the standard answer answers it again.
    expect(answers.get('q-0003')).toMatchObject({ text: 'Default answer q-0003.', source: 'bank' });
    expect(answers.get('q-1000')).toMatchObject({ text: 'Default answer q-1000.', source: 'bank' });
  });

  it('leaves an answer the bank saves meanwhile, checked when each chunk is written', async () => {
    const path = `${testPaths.answers('en')}/a`;
    const env = await faqTestEnvironment(
      { questions: [{ id: 'a' }, { id: 'b' }] },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            transaction: async (targets, decide) => {
              await backend.documents.setDoc(path, { answer: { text: 'Saved in another tab.', attachments: [], source: 'bank' } });
              return backend.documents.transaction(targets, decide);
            },
          }),
        }),
      },
    );
    const written = await acceptStandardAnswers({ documents: env.backend.documents, mode: TEST_MODE, uid: TEST_USER.uid, locale: 'en', questions: [question('a'), question('b')] });
    expect(written).toBe(1);
    const answers = await stored(env);
    expect(answers.get('a')?.text).toBe('Saved in another tab.');
    expect(answers.get('b')).toMatchObject({ text: 'Default answer b.', source: 'bank' });
  });

  it('offers only questions the bank has not answered or hidden that have a standard answer', () => {
    const entries = [
      { question: question('answered'), answered: true },
      { question: question('open'), answered: false },
      { question: question('hidden'), answered: false, hidden: true },
      { question: question('no-standard', '  '), answered: false },
    ];
    expect(standardAnswersToAccept(entries).map((entry) => entry.question.id)).toEqual(['open']);
  });
});
