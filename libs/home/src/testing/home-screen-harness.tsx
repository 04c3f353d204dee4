import { LOCALES, type Locale } from '@console/locale';
import type { ProductKind } from '@console/data-paths';
import type { Backend } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { faqSeed, renderWithProviders, signedInTestBackend, testPaths } from '@console/testing';
import { HomeScreen } from '../screen/HomeScreen';

const QUESTION_IDS = ['q1', 'q2', 'q3', 'q4'];

/** A new account as registration leaves it, and a catalogue of four questions in every language. */
const newAccountSeed = () =>
  faqSeed({
    questions: QUESTION_IDS.map((id) => ({ id, question: `Question ${id}?`, text: `Default ${id}.` })),
    account: { profile: { name: 'Marija', surname: 'Petrovska', company: 'Demo Banka', language: 'en', customerType: 'individual' } },
  });

export interface HomeScreenHarness {
  backend: Backend;
  /** The bank's own answer (`source: 'bank'`), or an imported default, in the given languages (all three by default). */
  answer: (id: string, source?: 'bank' | 'default', locales?: readonly Locale[]) => Promise<void>;
  /** A product, written in the given languages (all three by default) and a copy in the others. */
  addProduct: (kind: ProductKind, name: string, writtenIn?: readonly Locale[]) => Promise<void>;
}

/** The fewest fields a product of each kind is stored with. */
const SMALLEST_FIELDS = {
  cards: { type: 'debit', brand: 'visa', currency: 'MKD' },
  loans: { category: 'PERSONAL', currency: 'MKD' },
  deposits: { type: 'term', currency: 'MKD' },
} as const;

/** The home screen on a real local backend for a new, verified account. */
export async function renderHomeScreen({ language = 'en' }: { language?: LanguageCode } = {}): Promise<HomeScreenHarness> {
  const backend = await signedInTestBackend(newAccountSeed());
  await renderWithProviders(<HomeScreen />, { backend, language, namespaces: ['common', 'ui', 'home'], fallback: <p>suspended</p>, route: { path: '/home' } });
  return {
    backend,
    answer: (id, source = 'bank', locales = LOCALES) =>
      backend.documents.batch(locales.map((locale) => ({ type: 'set', path: testPaths.answer(locale, id), data: { answer: { text: `Our answer to ${id}.`, attachments: [], source } } }))),
    addProduct: (kind, name, writtenIn = LOCALES) => {
      const id = backend.documents.newId();
      return backend.documents.batch(
        LOCALES.map((locale) => ({
          type: 'set',
          path: testPaths.product(locale, kind, id),
          data: { texts: { name }, fields: SMALLEST_FIELDS[kind], translated: writtenIn.includes(locale), sourceLocale: writtenIn[0] ?? 'mk' },
        })),
      );
    },
  };
}
