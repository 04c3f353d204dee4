import { useAnswerCoverage } from '@console/faq-data';
import { useProductCoverage } from '@console/products-data';
import { languageGaps, type LanguageGap } from './language-gaps';

/** The gaps of the console's current data, live; none until products and answers have arrived. */
export function useLanguageGaps(): LanguageGap[] {
  const products = useProductCoverage();
  const answers = useAnswerCoverage();
  if (products.status !== 'success' || answers.status !== 'success') return [];
  return languageGaps(products, answers.missing);
}
