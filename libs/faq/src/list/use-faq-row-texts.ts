import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqCategoryId } from '@console/faq-data';

/** What a row of the list says, translated once for the list rather than in each of its rows. */
export interface FaqRowTexts {
  answered: string;
  notAnswered: string;
  noAnswer: string;
  hidden: string;
  top: string;
  own: string;
  missingIn(languages: string): string;
  defaultPreview(text: string): string;
  category(id: FaqCategoryId): string;
}

// Stands for the answer in the translated "Standard answer: {{text}}", which is then cut around it.
const TEXT_MARK = '\u0000';

/**
 * The rows' texts in the console's language. Scrolling a long list mounts a screen of rows each frame:
 * translating in each row (a hook, and i18next scanning each answer's text) was most of a frame's
 * script, so the list translates once per language and the rows only read.
 */
export function useFaqRowTexts(): FaqRowTexts {
  // A new t comes with each change of language, and with it new texts.
  const { t } = useTranslation('faq');
  return useMemo(() => {
    const missing = new Map<string, string>();
    const categories = new Map<FaqCategoryId, string>();
    const [before = '', after = ''] = t('row.defaultPreview', { text: TEXT_MARK }).split(TEXT_MARK);
    const cached = <K,>(cache: Map<K, string>, key: K, translate: () => string) => {
      let text = cache.get(key);
      if (text === undefined) {
        text = translate();
        cache.set(key, text);
      }
      return text;
    };
    return {
      answered: t('row.answered'),
      notAnswered: t('row.notAnswered'),
      noAnswer: t('row.noAnswer'),
      hidden: t('row.hidden'),
      top: t('row.top'),
      own: t('row.own'),
      missingIn: (languages) => cached(missing, languages, () => t('row.missingIn', { languages })),
      defaultPreview: (text) => `${before}${text}${after}`,
      category: (id) => cached(categories, id, () => t(`categories.${id}`)),
    };
  }, [t]);
}
