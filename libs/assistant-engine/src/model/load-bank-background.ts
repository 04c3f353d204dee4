import type { Locale } from '@console/locale';
import type { LabelledMessage } from './train-intent-model';

/** Each example as `[text, label]`. */
type StoredBackground = { default: { examples: string[][] } };

/** One chunk per language: only publishing downloads it (about 60 kB gzip). */
const STORED: Record<Locale, () => Promise<StoredBackground>> = {
  mk: () => import('../generated/bank-background.mk.json') as Promise<StoredBackground>,
  en: () => import('../generated/bank-background.en.json') as Promise<StoredBackground>,
  sq: () => import('../generated/bank-background.sq.json') as Promise<StoredBackground>,
};

/**
 * A fixed sample of the catalogue's training data in one language (`npm run assistant:models` writes it):
 * phrasings of every catalogue question and banking questions nobody answers, which a bank's own
 * phrasings are learned against.
 */
export async function loadBankBackground(locale: Locale): Promise<LabelledMessage[]> {
  const { default: stored } = await STORED[locale]();
  return stored.examples.map(([text = '', label = '']) => ({ text, label }));
}
