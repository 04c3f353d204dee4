import { useTranslation } from 'react-i18next';
import type { AnswerState } from '@console/faq-data';
import { cx } from '@console/ui';
import styles from './LanguageStateBadge.module.css';

export interface LanguageStateBadgeProps {
  state: AnswerState;
  id?: string;
}

/** Where one language's answer stands, in words and colour: answered by the bank, standard, missing. */
export function LanguageStateBadge({ state, id }: LanguageStateBadgeProps) {
  const { t } = useTranslation('faq');
  return (
    <span id={id} className={cx(styles.badge, styles[state])}>
      {t(`editor.state.${state}`)}
    </span>
  );
}
