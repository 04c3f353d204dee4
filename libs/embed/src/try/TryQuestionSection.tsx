import { useTranslation } from 'react-i18next';
import { usePreviewAnswerer } from '@console/publishing-data';
import { TryQuestionBox } from '@console/try-question';
import styles from '../screen/EmbedScreen.module.css';

/** "Try a question" as a section of the embed page, beside the preview of the chat (`/embed#try`). */
export function TryQuestionSection() {
  const { t } = useTranslation('try-question');
  const answer = usePreviewAnswerer();
  return (
    <section className={styles.section} id="try" aria-labelledby="embed-try">
      <h2 id="embed-try">{t('title')}</h2>
      <p>{t('lead')}</p>
      <TryQuestionBox answer={answer} />
    </section>
  );
}
