import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@console/backend';
import { phrasingLines, usePhrasings, useSavePhrasings, type QuestionPhrasings } from '@console/faq-data';
import { perLocale, type Locale } from '@console/locale';
import { samePlainData } from '@console/plain-data';
import { phrasingsProblem } from './phrasings-problems';
import { PhrasingsView } from './PhrasingsView';

const asTexts = (phrasings: QuestionPhrasings): Record<Locale, string> => perLocale((locale) => phrasings[locale].join('\n'));
const asPhrasings = (texts: Record<Locale, string>): QuestionPhrasings => perLocale((locale) => phrasingLines(texts[locale]));

/** "Customers also ask it as…" of one question, bound to the account's data; shown once the saved ones are there. */
export function PhrasingsEditor({ faqId, onDirtyChange }: { faqId: string; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('faq');
  const stored = usePhrasings(faqId).data;
  const save = useSavePhrasings();
  // Until something is typed, what is saved (here or by a colleague) shows as it is.
  const [edits, setEdits] = useState<Record<Locale, string> | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const dirty = Boolean(stored && edits && !samePlainData(asPhrasings(edits), stored));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  if (!stored) return null;
  const texts = edits ?? asTexts(stored);
  const problems = perLocale((locale) => phrasingsProblem(texts[locale]));
  return (
    <PhrasingsView
      texts={texts}
      problems={problems}
      dirty={dirty}
      saving={save.isPending}
      saveError={saveError}
      saved={saved}
      onChange={(locale, text) => {
        setSaved(false);
        setEdits({ ...texts, [locale]: text });
      }}
      onSave={() => {
        const phrasings = asPhrasings(texts);
        setSaveError(null);
        save.mutate(
          { faqId, phrasings },
          {
            onSuccess: () => {
              setEdits(null);
              setSaved(true);
            },
            onError: (error) => setSaveError(t(errorMessageKey(error), { ns: 'common' })),
          },
        );
      }}
    />
  );
}
