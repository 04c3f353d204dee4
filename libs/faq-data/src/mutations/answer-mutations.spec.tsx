import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_MODE, TEST_USER, testPaths } from '@console/testing';
import { paths } from '@console/data-paths';
import { faqTestEnvironment } from '../testing/faq-test-environment';
import { attachmentPath } from './answer-paths';
import { attachmentRejection, MAX_ATTACHMENT_BYTES } from './attachment-rules';
import { uploadsToDelete } from './uploads-to-delete';
import { useAttachmentFiles } from './use-attachment-upload';
import { useSaveAnswer } from './use-save-answer';
import { withdrawalOf } from './withdrawal';
import { importDefaultAnswers } from '../import/import-default-answers';
import { isAnswered } from '../model/is-answered';
import type { UserAnswer } from '../model/faq-types';
import { mapUserAnswer } from '../model/map-user-answer';

const answerDoc = (id: string) => `${testPaths.answers('en')}/${id}`;

describe('saving answers', () => {
  it('merges the bank’s answer into its document with the source and a server time', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }], answers: { en: { 'cards-block': { text: 'Imported', source: 'default' } } } });
    const { result } = renderHook(() => useSaveAnswer(), { wrapper: env.wrapper });
    await act(() => result.current.mutateAsync({ faqId: 'cards-block', locale: 'en', text: 'Call +389 2 3200 200.', attachments: [] }));
    const saved = await env.backend.documents.getDoc<{ answer: Record<string, unknown> }>(answerDoc('cards-block'));
    expect(saved.data?.answer).toMatchObject({ text: 'Call +389 2 3200 200.', attachments: [], source: 'bank' });
    expect(typeof saved.data?.answer['updatedAt']).toBe('number');
  });

  it('saves over the version the draft started from, and refuses when another was saved meanwhile', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }], answers: { en: { 'cards-block': { text: 'Imported', source: 'default' } } } });
    const { result } = renderHook(() => useSaveAnswer(), { wrapper: env.wrapper });
    const save = (text: string, basedOn: string) => result.current.mutateAsync({ faqId: 'cards-block', locale: 'en', text, attachments: [], basedOn: { text: basedOn, attachmentPaths: [] } });
    await act(() => save('Ours, first.', 'Imported'));
    // A colleague's tab still shows the imported answer: its save must not silently replace ours.
    await act(() => expect(save('Theirs.', 'Imported')).rejects.toMatchObject({ code: 'failed-precondition' }));
    const stored = await env.backend.documents.getDoc<{ answer: { text: string } }>(answerDoc('cards-block'));
    expect(stored.data?.answer.text).toBe('Ours, first.');
    await act(() => save('Theirs, knowingly.', 'Ours, first.'));
    expect((await env.backend.documents.getDoc<{ answer: { text: string } }>(answerDoc('cards-block'))).data?.answer.text).toBe('Theirs, knowingly.');
  });

  it('deletes only uploads of the draft that the saved answer does not list, never a file a saved answer listed', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }] });
    const { result } = renderHook(() => ({ save: useSaveAnswer(), files: useAttachmentFiles() }), { wrapper: env.wrapper });
    const pdf = (name: string) => new File([new Uint8Array(64)], name, { type: 'application/pdf' });
    const target = { locale: 'en', faqId: 'cards-block' } as const;
    const earlier = await result.current.files.upload(target, pdf('rates.pdf'));
    await act(() => result.current.save.mutateAsync({ ...target, text: 'With rates', attachments: [earlier], draftUploads: [earlier.path] }));

    const kept = await result.current.files.upload(target, pdf('branches.pdf'));
    const dropped = await result.current.files.upload(target, pdf('old branches.pdf'));
    // The bank takes out the saved file and one of its new uploads, then saves.
    await act(() => result.current.save.mutateAsync({ ...target, text: 'With branches', attachments: [kept], draftUploads: [kept.path, dropped.path] }));

    await expect(result.current.files.url(dropped)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(result.current.files.url(kept)).resolves.toMatch(/^blob:/);
    await expect(result.current.files.url(earlier)).resolves.toMatch(/^blob:/);
    const saved = await env.backend.documents.getDoc<{ answer: { attachments: Array<{ path: string }> } }>(answerDoc('cards-block'));
    expect(saved.data?.answer.attachments.map((item) => item.path)).toEqual([kept.path]);
  });
});

describe('withdrawing an answer', () => {
  const readAnswer = async (env: Awaited<ReturnType<typeof faqTestEnvironment>>) => {
    const stored = await env.backend.documents.getDoc(answerDoc('cards-block'));
    return mapUserAnswer({ id: 'cards-block', data: stored.data });
  };

  it('leaves the question unanswered, keeps the document, and is not undone by the import of default answers', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }], answers: { en: { 'cards-block': 'Call us.' } } });
    const { result } = renderHook(() => useSaveAnswer(), { wrapper: env.wrapper });
    await act(() => result.current.mutateAsync(withdrawalOf('cards-block', 'en', { id: 'cards-block', answer: 'Call us.', attachments: [], source: 'bank' })));
    const withdrawn = await readAnswer(env);
    expect(withdrawn).toEqual({ id: 'cards-block', answer: '', attachments: [], source: 'bank' });
    expect(isAnswered(withdrawn)).toBe(false);

    await importDefaultAnswers({ documents: env.backend.documents, mode: TEST_MODE, uid: TEST_USER.uid, locales: ['en'] });
    expect(await readAnswer(env)).toEqual(withdrawn);
  });

  it('withdraws only the version the bank saw', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }], answers: { en: { 'cards-block': 'Saved in another tab.' } } });
    const { result } = renderHook(() => useSaveAnswer(), { wrapper: env.wrapper });
    const seen: UserAnswer = { id: 'cards-block', answer: 'Call us.', attachments: [], source: 'bank' };
    await act(() => expect(result.current.mutateAsync(withdrawalOf('cards-block', 'en', seen))).rejects.toMatchObject({ code: 'failed-precondition' }));
    expect((await readAnswer(env)).answer).toBe('Saved in another tab.');
  });
});

describe('the files an editor may delete', () => {
  const file = (path: string) => ({ name: path, path, contentType: 'application/pdf', size: 1 });

  it('are its own uploads that the saved answer does not list, each once', () => {
    expect(uploadsToDelete(['a', 'b', 'b', 'c'], [file('a'), file('saved-before')])).toEqual(['b', 'c']);
  });

  it('never include a file it did not upload, whatever the answer lists', () => {
    expect(uploadsToDelete([], [])).toEqual([]);
    expect(uploadsToDelete(new Set(['a']), [file('a')])).toEqual([]);
  });
});

describe('attachment paths', () => {
  it('are per language and question, with an id of the upload before the file name kept as one segment', () => {
    expect(attachmentPath('staging', 'u1', 'sq', 'cards-block', 'Ab12Cd34Ef56Gh78Ij90', '../tariff/list.pdf')).toBe(
      `${paths.accountFiles('staging', 'u1')}/faq/sq/cards-block/Ab12Cd34Ef56Gh78Ij90-.._tariff_list.pdf`,
    );
    expect(attachmentPath('staging', 'u1', 'mk', 'cards-block', 'id', 'a.pdf')).not.toBe(attachmentPath('staging', 'u1', 'en', 'cards-block', 'id', 'a.pdf'));
  });
});

describe('attachments', () => {
  it('accepts images and PDFs up to 5 MB and at most 5 per answer', () => {
    expect(attachmentRejection({ type: 'application/pdf', size: 1000 }, 0)).toBeNull();
    expect(attachmentRejection({ type: 'image/gif', size: MAX_ATTACHMENT_BYTES }, 4)).toBeNull();
    expect(attachmentRejection({ type: 'text/plain', size: 10 }, 0)).toBe('type');
    expect(attachmentRejection({ type: 'image/png', size: MAX_ATTACHMENT_BYTES + 1 }, 0)).toBe('size');
    expect(attachmentRejection({ type: 'image/png', size: 10 }, 5)).toBe('count');
  });

  it('uploads under a path of its own per language and question, with progress, and removes the file again', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }] });
    const { result } = renderHook(() => useAttachmentFiles(), { wrapper: env.wrapper });
    const file = new File([new Uint8Array(600 * 1024)], 'tariff list.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const stored = await result.current.upload({ locale: 'mk', faqId: 'cards-block' }, file, (fraction) => progress.push(fraction));
    expect(stored).toEqual({ name: 'tariff list.pdf', path: expect.any(String), contentType: 'application/pdf', size: 600 * 1024 });
    expect(stored.path).toMatch(new RegExp(`^${testPaths.files}/faq/mk/cards-block/[A-Za-z0-9]{20}-tariff list\\.pdf$`));
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(2);
    await expect(result.current.url(stored)).resolves.toMatch(/^blob:/);

    const again = await result.current.upload({ locale: 'mk', faqId: 'cards-block' }, file);
    expect(again.path).not.toBe(stored.path);
    await expect(result.current.url(stored)).resolves.toMatch(/^blob:/);

    await result.current.remove(stored.path);
    await waitFor(() => expect(result.current.url(stored)).rejects.toMatchObject({ code: 'storage/object-not-found' }));
    await expect(result.current.url(again)).resolves.toMatch(/^blob:/);
  });

  it('refuses a file type the backend does not allow', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }] });
    const { result } = renderHook(() => useAttachmentFiles(), { wrapper: env.wrapper });
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(result.current.upload({ locale: 'en', faqId: 'cards-block' }, file)).rejects.toMatchObject({ code: 'storage/invalid-format' });
  });
});
