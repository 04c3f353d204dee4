import { LOCALES, type Locale } from '@console/locale';
import type { Backend, LocalSeed, ProductKind } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestBackend, renderWithProviders, TEST_MODE, TEST_USER } from '@console/testing';
import { HomeScreen } from '../screen/HomeScreen';

/** The one test account and environment of every library's tests. */
export { TEST_MODE, TEST_USER };

const account = `mode/staging/accounts/${TEST_USER.uid}`;
const QUESTION_IDS = ['q1', 'q2', 'q3', 'q4'];

/** A new account as registration leaves it, and a catalogue of four questions in every language. */
function newAccountSeed(): LocalSeed {
  const documents: LocalSeed['documents'] = [
    { path: account, data: { profile: { name: 'Marija', surname: 'Petrovska', company: 'Demo Banka', language: 'en', customerType: 'individual' } } },
  ];
  for (const locale of LOCALES) {
    for (const id of QUESTION_IDS) {
      documents.push({
        path: `mode/staging/faqs/languages/${locale}/${id}`,
        data: { top: false, question: `Question ${id}?`, category: 'Cards', default_answer: { text: `Default ${id}.`, scenario: null, type: 'text' } },
      });
    }
  }
  return { users: [TEST_USER], documents };
}

export interface HomeHarness {
  backend: Backend;
  /** The bank's own answer (`source: 'bank'`), or an imported default, in the given languages (all three by default). */
  answer: (id: string, source?: 'bank' | 'default', locales?: readonly Locale[]) => Promise<void>;
  /** A product, written in the given languages (all three by default) and a copy in the others. */
  addProduct: (kind: ProductKind, name: string, writtenIn?: readonly Locale[]) => Promise<void>;
}

/** The home screen on a real local backend for a new, verified account. */
/** The fewest fields a product of each kind is stored with. */
const SMALLEST_FIELDS = {
  cards: { type: 'debit', brand: 'visa', currency: 'MKD' },
  loans: { category: 'PERSONAL', currency: 'MKD' },
  deposits: { type: 'term', currency: 'MKD' },
} as const;

export async function renderHome({ language = 'en' }: { language?: LanguageCode } = {}): Promise<HomeHarness> {
  const backend = await createTestBackend({ seed: newAccountSeed() });
  await backend.auth.signIn(TEST_USER.email, TEST_USER.password);
  await renderWithProviders(<HomeScreen />, { backend, language, namespaces: ['common', 'ui', 'home'], fallback: <p>suspended</p>, route: { path: '/home' } });
  return {
    backend,
    answer: (id, source = 'bank', locales = LOCALES) =>
      backend.documents.batch(
        locales.map((locale) => ({ type: 'set', path: `${account}/faqs/${locale}/collection/${id}`, data: { answer: { text: `Our answer to ${id}.`, attachments: [], source } } })),
      ),
    addProduct: (kind, name, writtenIn = LOCALES) => {
      const id = backend.documents.newId();
      return backend.documents.batch(
        LOCALES.map((locale) => ({
          type: 'set',
          path: `${account}/products/${locale}/${kind}/${id}`,
          data: { texts: { name }, fields: SMALLEST_FIELDS[kind], translated: writtenIn.includes(locale), sourceLocale: writtenIn[0] ?? 'mk' },
        })),
      );
    },
  };
}
