import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqQuestion } from '@console/faq-data';
import { Button, Icon, IconButton } from '@console/ui';
import styles from './AnswerEditorView.module.css';

export interface AnswerEditorViewProps {
  /** The question in the console's language: the editor's title. */
  question: FaqQuestion;
  /** Some language has changes that are not saved. */
  dirty: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onClose: () => void;
  /** Whether customers get the question at all (hide it, show it again), under the title. */
  visibility?: ReactNode;
  /** One section per language, in the product's order. */
  children: ReactNode;
  /** How customers ask the question ("Customers also ask it as…"), under the languages. */
  phrasings?: ReactNode;
}

/**
 * The answer editor of one question: its title in the console's language and a section per language,
 * side by side where the editor is wide enough and one under the other where it is not.
 */
export function AnswerEditorView({ question, dirty, headingRef, onClose, visibility, children, phrasings }: AnswerEditorViewProps) {
  const { t } = useTranslation('faq');
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId} aria-describedby={hintId} className={styles.editor}>
      <header className={styles.header}>
        <div className={styles.meta}>
          <span className={styles.category}>{t(`categories.${question.categoryId}`)}</span>
          {question.isTop && <span className={styles.top}>{t('row.top')}</span>}
        </div>
        <IconButton label={t('editor.close')} icon={<Icon name="close" />} onClick={onClose} className={styles.close} />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {question.question}
        </h2>
        <p id={hintId} className={styles.hint}>
          {t('editor.languagesHint')}
        </p>
        {visibility}
      </header>

      <div className={styles.languages}>{children}</div>
      {phrasings}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {dirty ? t('editor.discard') : t('editor.close')}
        </Button>
      </div>
    </section>
  );
}
