import { useTranslation } from 'react-i18next';
import type { AnswerResult, ScoredEntry } from '@console/assistant-engine';
import { useInterfaceLocale } from '@console/i18n';
import type { Locale } from '@console/locale';
import { formatPercent } from '@console/numbers';
import styles from '../screen/EmbedScreen.module.css';

/** What the assistant would do with the message tried: its answer and how sure, or that it has none. */
export function TryQuestionResult({ locale, result }: { locale: Locale; result: AnswerResult }) {
  const { t } = useTranslation('embed');
  const language = t(`languageNames.${locale}`, { ns: 'common' });
  const sure = useSure();

  if (result.kind === 'no-answer') {
    return (
      <div className={styles.tryResult}>
        <p>{t('try.noAnswer', { language })}</p>
        {result.suggestions.length > 0 ? <Candidates intro={t('try.suggestions')} entries={result.suggestions} /> : null}
      </div>
    );
  }
  return (
    <div className={styles.tryResult}>
      <p>{t('try.answered', { language, confidence: sure(result.confidence) })}</p>
      <p>
        <strong lang={locale}>{result.entry.title}</strong> <span className={styles.muted}>({t(`try.kinds.${result.entry.kind}`)})</span>
      </p>
      <p lang={locale} className={styles.tryAnswer}>
        {result.entry.text}
      </p>
      {result.related.length > 0 ? <Candidates intro={t('try.related')} entries={result.related} /> : null}
    </div>
  );
}

/** A confidence of the engine (0 to 1) as a percentage in the console's language. */
function useSure() {
  const interfaceLocale = useInterfaceLocale();
  return (confidence: number) => formatPercent(Math.round(confidence * 100), interfaceLocale);
}

function Candidates({ intro, entries }: { intro: string; entries: readonly ScoredEntry[] }) {
  const { t } = useTranslation('embed');
  const sure = useSure();
  return (
    <>
      <p>{intro}</p>
      <ul className={styles.changes}>
        {entries.map(({ entry, confidence }) => (
          <li key={entry.id}>
            {t('try.candidate', { title: entry.title, confidence: sure(confidence) })}
          </li>
        ))}
      </ul>
    </>
  );
}
