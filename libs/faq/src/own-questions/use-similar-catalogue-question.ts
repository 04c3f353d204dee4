import { useDeferredValue, useMemo } from 'react';
import { useFaqData } from '@console/faq-data';
import { catalogueQuestionIndex, similarCatalogueQuestion } from './similar-catalogue-question';

/**
 * The catalogue question that already says what `text` (in the console's language) asks, live as it is
 * typed; null while the FAQ loads or when none does.
 */
export function useSimilarCatalogueQuestion(text: string) {
  const faq = useFaqData();
  const index = useMemo(
    () => (faq.status === 'success' ? catalogueQuestionIndex(faq.locale, faq.entries.map((entry) => entry.question)) : null),
    [faq.status, faq.locale, faq.entries],
  );
  const typed = useDeferredValue(text);
  return useMemo(() => (index && typed.trim() ? similarCatalogueQuestion(index, typed) : null), [index, typed]);
}
