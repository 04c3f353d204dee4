import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage, publishedAnswerer } from '@console/assistant-core';
import { useInterfaceLocale } from '@console/i18n';
import { usePreviewAssistant } from '@console/publishing-data';
import { Button, TextField } from '@console/ui';
import styles from '../screen/EmbedScreen.module.css';
import { TryQuestionResult } from './TryQuestionResult';

type Tried = Awaited<ReturnType<typeof answerMessage>>;

/**
 * A customer's message tried on the assistant as it would be published now (the drafts), answered by the
 * same engine and language rule as the chat, with which question or product it picks and how sure it is.
 */
export function TryQuestionSection() {
  const { t } = useTranslation('embed');
  const locale = useInterfaceLocale();
  const preview = usePreviewAssistant();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState<Tried | null>(null);
  const resultId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setError(t('try.empty'));
    if (!preview.data) return;
    setError(null);
    setTried(await answerMessage(publishedAnswerer(preview.data), locale, text));
  };

  return (
    <section className={styles.section} id="try" aria-labelledby="embed-try">
      <h2 id="embed-try">{t('try.title')}</h2>
      <p>{t('try.lead')}</p>
      <form className={styles.tryForm} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('try.label')}
          value={message}
          maxLength={500}
          onChange={(event) => setMessage(event.target.value)}
          error={error}
          fieldClassName={styles.tryField}
          aria-controls={resultId}
        />
        <Button type="submit" disabled={!preview.data}>
          {t('try.submit')}
        </Button>
      </form>
      <div id={resultId} aria-live="polite">
        {tried ? <TryQuestionResult locale={tried.locale} result={tried.result} /> : null}
      </div>
    </section>
  );
}
