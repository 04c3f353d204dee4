import { useTranslation } from 'react-i18next';
import type { AnswerResult, ScoredEntry } from '@console/assistant-engine';
import { useInterfaceLocale } from '@console/i18n';
import type { Locale } from '@console/locale';
import { formatPercent } from '@console/numbers';
import styles from './TryQuestion.module.css';

/** What the assistant would do with the message tried: its answer and how sure, or that it has none. */
export function TryQuestionResult({ locale, result }: { locale: Locale; result: AnswerResult }) {
  const { t } = useTranslation('try-question');
  const language = t(`languageNames.${locale}`, { ns: 'common' });
  const sure = useSure();

  if (result.kind === 'no-answer') {
    return (
      <div className={styles.result}>
        <p>{t('noAnswer', { language })}</p>
        {result.suggestions.length > 0 ? <Candidates intro={t('suggestions')} entries={result.suggestions} /> : null}
      </div>
    );
  }
  return (
    <div className={styles.result}>
      <p>{t('answered', { language, confidence: sure(result.confidence) })}</p>
      <p>
        <strong lang={locale}>{result.entry.title}</strong> <span className={styles.muted}>({t(`kinds.${result.entry.kind}`)})</span>
      </p>
      <p lang={locale} className={styles.answer}>
        {result.entry.text}
      </p>
      {result.related.length > 0 ? <Candidates intro={t('related')} entries={result.related} /> : null}
    </div>
  );
}

/** A confidence of the engine (0 to 1) as a percentage in the console's language. */
function useSure() {
  const interfaceLocale = useInterfaceLocale();
  return (confidence: number) => formatPercent(Math.round(confidence * 100), interfaceLocale);
}

function Candidates({ intro, entries }: { intro: string; entries: readonly ScoredEntry[] }) {
  const { t } = useTranslation('try-question');
  const sure = useSure();
  return (
    <>
      <p>{intro}</p>
      <ul className={styles.candidates}>
        {entries.map(({ entry, confidence }) => (
          <li key={entry.id}>
            {t('candidate', { title: entry.title, confidence: sure(confidence) })}
          </li>
        ))}
      </ul>
    </>
  );
}
