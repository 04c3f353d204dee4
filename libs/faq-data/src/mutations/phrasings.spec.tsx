import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBackendError } from '@console/backend';
import { TEST_MODE, TEST_USER } from '@console/testing';
import { MAX_PHRASINGS, phrasingLines } from '../model/phrasings';
import { usePhrasings } from '../streams/use-phrasings';
import { faqTestEnvironment } from '../testing/faq-test-environment';
import { addPhrasing, phrasingsPath } from './phrasings-writes';
import { useSavePhrasings } from './use-phrasings-writes';

describe('how customers ask a question', () => {
  it('reads a text of one phrasing per line as the list it keeps: tidied, without empty lines or repeats', () => {
    expect(phrasingLines('  card   stuck in ATM \n\nCard stuck in ATM\ncash machine ate my card  ')).toEqual(['card stuck in ATM', 'cash machine ate my card']);
  });

  it('is saved per language and read back live; saving none removes the document', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block', category: 'Cards' }] });
    const { result } = renderHook(() => ({ phrasings: usePhrasings('cards-block'), save: useSavePhrasings() }), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.phrasings.data).toEqual({ mk: [], en: [], sq: [] }));

    await act(() => result.current.save.mutateAsync({ faqId: 'cards-block', phrasings: { mk: ['банкоматот ми ја зеде картичката'], en: ['cash machine ate my card'], sq: [] } }));
    await waitFor(() => expect(result.current.phrasings.data).toEqual({ mk: ['банкоматот ми ја зеде картичката'], en: ['cash machine ate my card'], sq: [] }));

    await act(() => result.current.save.mutateAsync({ faqId: 'cards-block', phrasings: { mk: [], en: [], sq: [] } }));
    const context = { documents: env.backend.documents, mode: TEST_MODE, uid: TEST_USER.uid };
    await waitFor(async () => expect((await env.backend.documents.getDoc(phrasingsPath(context, 'cards-block'))).exists).toBe(false));
  });

  it('takes a customer’s message once, and refuses one more when the language is full', async () => {
    const env = await faqTestEnvironment({ questions: [{ id: 'cards-block', category: 'Cards' }] });
    const context = { documents: env.backend.documents, mode: TEST_MODE, uid: TEST_USER.uid };
    await addPhrasing(context, 'cards-block', 'en', 'the ATM   swallowed my card');
    await addPhrasing(context, 'cards-block', 'en', 'The ATM swallowed my card');
    await addPhrasing(context, 'cards-block', 'sq', 'bankomati ma mori kartelën');
    expect((await env.backend.documents.getDoc(phrasingsPath(context, 'cards-block'))).data).toMatchObject({
      phrasings: { en: 'the ATM swallowed my card', sq: 'bankomati ma mori kartelën' },
    });

    for (let at = 1; at < MAX_PHRASINGS; at += 1) await addPhrasing(context, 'cards-block', 'en', `card question ${at}`);
    const refused = await addPhrasing(context, 'cards-block', 'en', 'one too many').catch((error: unknown) => error);
    expect(isBackendError(refused) && refused.code).toBe('failed-precondition');
  });

  it('is refused to another bank', async () => {
    const env = await faqTestEnvironment({ questions: [] });
    const stranger = { documents: env.backend.documents, mode: TEST_MODE, uid: 'someone-else' };
    const refused = await addPhrasing(stranger, 'cards-block', 'en', 'my card').catch((error: unknown) => error);
    expect(isBackendError(refused) && refused.code).toBe('permission-denied');
  });
});
