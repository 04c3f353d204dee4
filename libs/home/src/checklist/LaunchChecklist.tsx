import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checklist } from './checklist';
import { ChecklistProgress } from './ChecklistProgress';
import { ChecklistStepItem } from './ChecklistStepItem';
import { ReadyToLaunch } from './ReadyToLaunch';
import styles from './LaunchChecklist.module.css';

/** The three steps before launch, with the progress over all of them. */
export function LaunchChecklist({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className={styles.checklist} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('progress.heading')}
        </h2>
        <ChecklistProgress done={checklist.doneCount} total={checklist.steps.length} />
      </div>
      {checklist.ready && <ReadyToLaunch />}
      <ol className={styles.steps}>
        {checklist.steps.map((step, index) => (
          <ChecklistStepItem key={step.id} step={step} number={index + 1} />
        ))}
      </ol>
    </section>
  );
}
