import { useFaqData } from './use-faq-data';

/**
 * Starts the FAQ's listeners and keeps them while the caller is mounted, so the questions are there
 * when the FAQ screen opens. The main layout calls it.
 */
export function usePrefetchFaq(): void {
  useFaqData();
}

/** `usePrefetchFaq` as an element, for layouts that take slots. */
export function FaqPrefetch() {
  usePrefetchFaq();
  return null;
}
