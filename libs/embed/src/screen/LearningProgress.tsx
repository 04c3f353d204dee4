import { useTranslation } from 'react-i18next';
import { ProgressBar, useStalled } from '@console/ui';
import styles from './EmbedScreen.module.css';

/** Shown after a second: what a publish is learning takes a few seconds for a bank that taught much. */
const SHOWN_AFTER_MS = 1000;

/**
 * How far the publish has got in learning how the bank's customers ask; mounted while it learns, shown
 * only when that takes longer than a moment.
 */
export function LearningProgress({ share }: { share: number }) {
  const { t } = useTranslation('embed');
  const shown = useStalled(SHOWN_AFTER_MS) !== null;
  if (!shown) return null;
  const percent = Math.round(share * 100);
  return (
    <div className={styles.learning}>
      <p aria-hidden="true">{t('publish.learning')}</p>
      <ProgressBar value={percent} label={t('publish.learning')} valueText={t('publish.learningDone', { percent })} />
    </div>
  );
}
