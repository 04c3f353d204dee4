import { useTranslation } from 'react-i18next';
import { Button } from '@console/ui';
import styles from './QuestionVisibilityView.module.css';

export interface QuestionVisibilityViewProps {
  /** The bank hides the question from its customers, in every language. */
  hidden: boolean;
  /** A change is being saved. */
  saving: boolean;
  /** The question was just shown again: said once, politely. */
  shownAgain: boolean;
  /** Why the last change was not saved, or null. */
  error: string | null;
  onHide: () => void;
  onShow: () => void;
}

/**
 * Whether customers get the question at all: "Hide this question", or, once hidden, a notice and "Show
 * it again". The button keeps its place whatever it says, so keyboard focus stays on it.
 */
export function QuestionVisibilityView({ hidden, saving, shownAgain, error, onHide, onShow }: QuestionVisibilityViewProps) {
  const { t } = useTranslation('faq');
  return (
    <div className={hidden ? `${styles.visibility} ${styles.hidden}` : styles.visibility}>
      <p role="status" className={hidden ? styles.notice : styles.announcement}>
        {hidden ? t('editor.visibility.hiddenNotice') : shownAgain ? t('editor.visibility.shown') : ''}
      </p>
      <Button variant={hidden ? 'secondary' : 'ghost'} size="sm" loading={saving} onClick={hidden ? onShow : onHide}>
        {hidden ? t('editor.visibility.show') : t('editor.visibility.hide')}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
