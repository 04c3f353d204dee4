import { describe, expect, it } from 'vitest';
import { BackendError, MAX_BATCH_OPERATIONS, type WriteOperation } from '@console/backend';
import { TEST_MODE, TEST_USER, testPaths, wrapDocuments } from '@console/testing';
import { faqTestEnvironment } from '../testing/faq-test-environment';
import { importDefaultAnswers } from './import-default-answers';
import { needsImport } from './needs-import';

const questions = Array.from({ length: 400 }, (_, index) => ({ id: `q-${String(index).padStart(3, '0')}`, category: 'Cards' }));
const withScenario = [...questions, { id: 'guided', category: 'Cards', type: 'SCENARIO', scenario: 'flow' }];

describe('importing the default answers of a new account', () => {
  it('resumes after a failed transaction and imports every question exactly once, at most 500 operations at a time', async () => {
    const batches: WriteOperation[][] = [];
    let failNext = true;
    const env = await faqTestEnvironment(
      { questions: withScenario },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            transaction: (targets, decide) =>
              backend.documents.transaction(targets, (snapshots) => {
                const operations = decide(snapshots);
                batches.push(operations);
                if (batches.length === 2 && failNext) {
                  failNext = false;
                  throw new BackendError('unavailable', 'connection lost');
                }
                return operations;
              }),
          }),
        }),
      },
    );
    const { documents } = env.backend;
    const account = testPaths.account;

    await expect(importDefaultAnswers({ documents, mode: TEST_MODE, uid: TEST_USER.uid })).rejects.toThrow('connection lost');
    const interrupted = await documents.getDoc<{ faqImport: { status: string; done: number; total: number } }>(account);
    expect(interrupted.data?.faqImport).toEqual({ status: 'running', done: 499, total: 1200 });
    expect(needsImport({ status: 'running', done: 499, total: 1200 }, 166)).toBe(true);

    const progress: number[] = [];
    const result = await importDefaultAnswers({ documents, mode: TEST_MODE, uid: TEST_USER.uid, onProgress: ({ done }) => progress.push(done) });
    expect(result).toEqual({ written: 701, total: 1200 });
    expect(progress).toEqual([499, 998, 1200]);
    expect(batches.every((operations) => operations.length <= MAX_BATCH_OPERATIONS)).toBe(true);

    const written = batches.filter((_, index) => index !== 1).flat().filter((operation) => operation.path.includes('/collection/'));
    const writtenPaths = written.map((operation) => operation.path);
    expect(new Set(writtenPaths).size).toBe(writtenPaths.length);
    for (const locale of ['mk', 'en', 'sq'] as const) {
      const answers = await documents.getCollection(testPaths.answers(locale));
      expect(answers.map((answer) => answer.id)).toEqual(questions.map((question) => question.id));
      expect(answers[0]?.data).toMatchObject({ answer: { text: 'Default answer q-000.', attachments: [], source: 'default' } });
    }
    const finished = await documents.getDoc<{ faqImport: { status: string; done: number; total: number } }>(account);
    expect(finished.data?.faqImport).toMatchObject({ status: 'done', done: 1200, total: 1200 });
    expect(needsImport({ status: 'done', done: 1200, total: 1200 }, 400)).toBe(false);
  });

  it('never overwrites an answer the bank already wrote', async () => {
    const env = await faqTestEnvironment({ questions: questions.slice(0, 3), answers: { en: { 'q-001': 'Our own words' } } });
    const { documents } = env.backend;
    const result = await importDefaultAnswers({ documents, mode: TEST_MODE, uid: TEST_USER.uid });
    expect(result).toEqual({ written: 8, total: 9 });
    const own = await documents.getDoc(`${testPaths.answers('en')}/q-001`);
    expect(own.data).toEqual({ answer: { text: 'Our own words', attachments: [] } });
  });

  it('keeps an answer the bank saves while the import runs, checked when each answer is written', async () => {
    const env = await faqTestEnvironment(
      { questions: questions.slice(0, 3) },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            // The bank saves in another tab after the import has read the answers, before it writes.
            transaction: async (targets, decide) => {
              await backend.documents.setDoc(`${testPaths.answers('sq')}/q-002`, { answer: { text: 'Fjalët tona', attachments: [], source: 'bank' } });
              return backend.documents.transaction(targets, decide);
            },
          }),
        }),
      },
    );
    const { documents } = env.backend;
    const result = await importDefaultAnswers({ documents, mode: TEST_MODE, uid: TEST_USER.uid });
    expect(result).toEqual({ written: 8, total: 9 });
    const own = await documents.getDoc(`${testPaths.answers('sq')}/q-002`);
    expect(own.data).toEqual({ answer: { text: 'Fjalët tona', attachments: [], source: 'bank' } });
    const imported = await documents.getDoc(`${testPaths.answers('sq')}/q-001`);
    expect(imported.data).toMatchObject({ answer: { source: 'default' } });
  });

  it('does not record the import as done when a catalogue read comes back empty, so it is tried again', async () => {
    const env = await faqTestEnvironment({ questions: questions.slice(0, 3), locales: ['mk', 'en'] });
    const { documents } = env.backend;
    await expect(importDefaultAnswers({ documents, mode: TEST_MODE, uid: TEST_USER.uid })).rejects.toMatchObject({ code: 'unavailable' });
    const account = await documents.getDoc<{ faqImport?: unknown }>(testPaths.account);
    expect(account.data?.faqImport).toBeUndefined();
    expect(await documents.getCollection(testPaths.answers('mk'))).toEqual([]);
    expect(needsImport(null, 0)).toBe(true);
  });

  it('is needed on the first visit of an account without answers only', () => {
    expect(needsImport(null, 0)).toBe(true);
    expect(needsImport(null, 10)).toBe(false);
    expect(needsImport({ status: 'done', done: 3, total: 3 }, 0)).toBe(false);
  });
});
