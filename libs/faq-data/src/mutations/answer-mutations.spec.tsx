import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@console/backend';
import { TEST_MODE, TEST_USER } from '../testing/faq-fixtures';
import { faqTestEnvironment } from '../testing/faq-test-environment';
import { attachmentRejection, MAX_ATTACHMENT_BYTES } from './attachment-rules';
import { useAttachmentFiles } from './use-attachment-upload';
import { useSaveAnswer } from './use-save-answer';

const answerDoc = (id: string) => `${paths.accountAnswers(TEST_MODE, TEST_USER.uid, 'en')}/${id}`;

describe('saving answers', () => {
  it('merges the bank’s answer into its document with the source and a server time', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }], answers: { en: { 'cards-block': { text: 'Imported', source: 'default' } } } });
    const { result } = renderHook(() => useSaveAnswer(), { wrapper: env.wrapper });
    await act(() => result.current.mutateAsync({ faqId: 'cards-block', locale: 'en', text: 'Call +389 2 3200 200.', attachments: [] }));
    const saved = await env.backend.documents.getDoc<{ answer: Record<string, unknown> }>(answerDoc('cards-block'));
    expect(saved.data?.answer).toMatchObject({ text: 'Call +389 2 3200 200.', attachments: [], source: 'bank' });
    expect(typeof saved.data?.answer['updatedAt']).toBe('number');
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

  it('uploads under the account’s FAQ files with progress, and removes the file again', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }] });
    const { result } = renderHook(() => useAttachmentFiles(), { wrapper: env.wrapper });
    const file = new File([new Uint8Array(600 * 1024)], 'tariff list.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const stored = await result.current.upload('cards-block', file, (fraction) => progress.push(fraction));
    expect(stored).toEqual({
      name: 'tariff list.pdf',
      path: `${paths.accountFiles(TEST_MODE, TEST_USER.uid)}/faq/cards-block/tariff list.pdf`,
      contentType: 'application/pdf',
      size: 600 * 1024,
    });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(2);
    await expect(result.current.url(stored)).resolves.toMatch(/^blob:/);
    await result.current.remove(stored);
    await waitFor(() => expect(result.current.url(stored)).rejects.toMatchObject({ code: 'storage/object-not-found' }));
  });

  it('refuses a file type the backend does not allow', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block' }] });
    const { result } = renderHook(() => useAttachmentFiles(), { wrapper: env.wrapper });
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(result.current.upload('cards-block', file)).rejects.toMatchObject({ code: 'storage/invalid-format' });
  });
});
