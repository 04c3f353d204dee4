import { paths, type ProductKind } from '@console/data-paths';
import type { Locale } from '@console/locale';
import { TEST_MODE, TEST_USER } from './test-account';

/** The paths of the test account's data, from the product's one path map. */
export const testPaths = {
  account: paths.account(TEST_MODE, TEST_USER.uid),
  catalogue: (locale: Locale) => paths.faqCatalogue(TEST_MODE, locale),
  answers: (locale: Locale) => paths.accountAnswers(TEST_MODE, TEST_USER.uid, locale),
  answer: (locale: Locale, faqId: string) => `${paths.accountAnswers(TEST_MODE, TEST_USER.uid, locale)}/${faqId}`,
  hiddenQuestions: paths.faqHiddenQuestions(TEST_MODE, TEST_USER.uid),
  ownQuestions: paths.accountOwnQuestions(TEST_MODE, TEST_USER.uid),
  phrasings: paths.accountPhrasings(TEST_MODE, TEST_USER.uid),
  products: (locale: Locale, kind: ProductKind) => paths.accountProducts(TEST_MODE, TEST_USER.uid, locale, kind),
  product: (locale: Locale, kind: ProductKind, id: string) => `${paths.accountProducts(TEST_MODE, TEST_USER.uid, locale, kind)}/${id}`,
  files: paths.accountFiles(TEST_MODE, TEST_USER.uid),
};
