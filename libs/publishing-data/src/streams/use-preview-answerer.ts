import { useMemo } from 'react';
import { useInterfaceLocale } from '@console/i18n';
import { usePreviewAssistant } from './use-preview-assistant';

/**
 * Answers a customer's message as the assistant would if the bank published now (the drafts, read afresh
 * when a screen starts using it), by the chat's own engine and language rule, starting from the console's
 * language; null while the drafts load. The engine is loaded with the first message tried: the pages that
 * read this library for publishing (the dashboard, the leads) never carry it.
 */
export function usePreviewAnswerer() {
  const { data } = usePreviewAssistant();
  const locale = useInterfaceLocale();
  return useMemo(
    () =>
      data
        ? async (message: string) => {
            const { answerWithEngine } = await import('./answer-with-engine');
            return answerWithEngine(data, locale, message);
          }
        : null,
    [data, locale],
  );
}
