import type { StoredIntentModel } from '@console/assistant-contract';
import { encodeIntentModel, learnBankModel, loadBankBackground } from '@console/assistant-engine';
import { LOCALES, type Locale } from '@console/locale';
import type { PublicationDraft } from './publication-draft';

/** What a publish learned, per language: none where the bank taught nothing there. */
export type LearnedModels = Partial<Record<Locale, StoredIntentModel>>;

/**
 * Learns, language by language, what the bank taught (its own questions, how its customers ask), in
 * this page: no build and no server. `onProgress` hears the share done (0–1).
 */
export async function learnTaught(taught: PublicationDraft['taught'], onProgress: (share: number) => void = () => undefined): Promise<LearnedModels> {
  const locales = LOCALES.filter((locale) => taught[locale].length > 0);
  const learned: LearnedModels = {};
  for (const [done, locale] of locales.entries()) {
    const model = await learnBankModel(await loadBankBackground(locale), taught[locale], (share) => onProgress((done + share) / locales.length));
    if (model) learned[locale] = encodeIntentModel(model);
  }
  return learned;
}
