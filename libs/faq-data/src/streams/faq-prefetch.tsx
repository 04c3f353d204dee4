import { useQueries } from '@tanstack/react-query';
import { useFaqQueries } from './use-faq-data';

/**
 * Starts the FAQ's listeners and keeps them while the caller is mounted, so the questions are there
 * when the FAQ screen opens. The main layout calls it; it subscribes without listening to results, so
 * a changed answer never re-renders the layout.
 */
export function usePrefetchFaq(): void {
  const { queries } = useFaqQueries();
  useQueries({ queries: queries.map((query) => ({ ...query, notifyOnChangeProps: [] })) });
}

/** `usePrefetchFaq` as an element, for layouts that take slots. */
export function FaqPrefetch() {
  usePrefetchFaq();
  return null;
}
