import { useTranslation } from 'react-i18next';
import { Icon, cx } from '@console/ui';
import { resetSteps } from './reset-steps';
import styles from './ResetSteps.module.css';

export interface ResetStepsProps {
  /** Index in `resetSteps` of the step being shown. */
  current: number;
}

/** Where the reader is in the password-reset journey; done steps are ticked, the current one is marked. */
export function ResetSteps({ current }: ResetStepsProps) {
  const { t } = useTranslation('auth');
  return (
    <nav aria-label={t('resetSteps.label')} className={styles['steps']}>
      <p className={styles['progress']}>{t('resetSteps.progress', { current: current + 1, total: resetSteps.length })}</p>
      <ol className={styles['list']}>
        {resetSteps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          return (
            <li key={step.path} className={cx(styles['step'], styles[state])} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles['marker']} aria-hidden="true">
                {state === 'done' ? <Icon name="check" size="0.875rem" /> : index + 1}
              </span>
              <span className={styles['label']}>{t(`resetSteps.${step.labelKey}`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
