import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@console/ui';
import { TryQuestionResult } from './TryQuestionResult';
import type { TriedMessage, TryAnswerer } from './try-question-types';
import styles from './TryQuestion.module.css';

/**
 * A customer's message tried on the assistant as it would be published now: the message box, and what the
 * assistant would answer, in which language, with which question or product and how sure. `answer` comes
 * from the data (the drafts), so the box shows the same answers wherever it is placed.
 */
export function TryQuestionBox({ answer }: { answer: TryAnswerer }) {
  const { t } = useTranslation('try-question');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState<TriedMessage | null>(null);
  const resultId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setError(t('empty'));
    if (!answer) return;
    setError(null);
    setTried(await answer(text));
  };

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('label')}
          value={message}
          maxLength={500}
          onChange={(event) => setMessage(event.target.value)}
          error={error}
          fieldClassName={styles.field}
          aria-controls={resultId}
        />
        <Button type="submit" disabled={!answer}>
          {t('submit')}
        </Button>
      </form>
      <div id={resultId} aria-live="polite">
        {tried ? <TryQuestionResult locale={tried.locale} result={tried.result} /> : null}
      </div>
    </>
  );
}
