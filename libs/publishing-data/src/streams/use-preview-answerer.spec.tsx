import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, loadDemoSeed } from '@console/demo-data';
import { addPhrasing } from '@console/faq-data';
import { TestProviders, createTestBackend, createTestI18n } from '@console/testing';
import { publishAssistant } from '../mutations/publish-assistant';
import { usePreviewAnswerer } from './use-preview-answerer';

const MODE = 'staging';

describe('usePreviewAnswerer', () => {
  it('answers "Try a question" with what the last publish learned, as the chat does', async () => {
    const backend = await createTestBackend({ seed: () => loadDemoSeed(MODE) });
    await backend.auth.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const words = 'the hole in the wall kept my plastic';
    await addPhrasing({ documents: backend.documents, mode: MODE, uid: DEMO_ACCOUNT.uid }, 'cards-block', 'en', words);
    await publishAssistant({ backend, uid: DEMO_ACCOUNT.uid });

    const i18n = await createTestI18n('en', ['common']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProviders i18n={i18n} backend={backend}>
        {children}
      </TestProviders>
    );
    const { result } = renderHook(() => usePreviewAnswerer(), { wrapper });
    await waitFor(() => expect(result.current).not.toBeNull());
    const reply = await result.current?.(words);
    expect(reply?.result.kind === 'answer' && reply.result.entry.id).toBe('cards-block');
  });
});
