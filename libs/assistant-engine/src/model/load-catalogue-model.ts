import type { Locale } from '@console/locale';
import type { StoredIntentModel } from '@console/assistant-contract';
import { decodeIntentModel } from './model-codec';
import type { IntentModel } from './intent-model';

type StoredModule = { default: StoredIntentModel };

/** One chunk per language, so the chat downloads only its own, and only when it first answers. */
const STORED: Record<Locale, () => Promise<StoredModule>> = {
  mk: () => import('../generated/catalogue-model.mk.json') as Promise<StoredModule>,
  en: () => import('../generated/catalogue-model.en.json') as Promise<StoredModule>,
  sq: () => import('../generated/catalogue-model.sq.json') as Promise<StoredModule>,
};

const loaded = new Map<Locale, Promise<IntentModel>>();

/**
 * The model of the standard catalogue's questions in one language (`npm run assistant:models` builds
 * it), decoded once per page.
 */
export function loadCatalogueModel(locale: Locale): Promise<IntentModel> {
  let model = loaded.get(locale);
  if (!model) {
    model = STORED[locale]().then(({ default: stored }) => decodeIntentModel(stored));
    // A failed download may be retried by the next message.
    model.catch(() => loaded.delete(locale));
    loaded.set(locale, model);
  }
  return model;
}
