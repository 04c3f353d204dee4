import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@console/ui';
import { TryQuestionBox } from './TryQuestionBox';
import type { TryAnswerer } from './try-question-types';
import styles from './TryQuestion.module.css';

export interface TryQuestionDisclosureProps {
  /**
   * Loads the hook that answers (`usePreviewAnswerer` of `@console/publishing-data`): imported only once
   * the box is opened, so that the engine and the drafts cost the screen nothing until then.
   */
  loadAnswerer: () => Promise<() => TryAnswerer>;
}

/**
 * "Try a question" folded beside a screen's own work (the FAQ, the products). Nothing is loaded or read
 * until it is opened; each opening reads the drafts afresh, so what was just saved is what it answers from.
 */
export function TryQuestionDisclosure({ loadAnswerer }: TryQuestionDisclosureProps) {
  const { t } = useTranslation('try-question');
  const [open, setOpen] = useState(false);
  const [OpenBox] = useState(() =>
    lazy(async () => {
      const useAnswerer = await loadAnswerer();
      function AnsweringBox() {
        return <TryQuestionBox answer={useAnswerer()} />;
      }
      return { default: AnsweringBox };
    }),
  );
  return (
    <details className={styles.disclosure} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('title')}</summary>
      {open ? (
        <div className={styles.body}>
          <p>{t('lead')}</p>
          <Suspense fallback={<Skeleton height="2.75rem" />}>
            <OpenBox />
          </Suspense>
        </div>
      ) : null}
    </details>
  );
}
