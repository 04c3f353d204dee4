import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SkipLink.module.css';

/** First stop of the keyboard: jumps past the sidebar to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('shell');
  // Focus is moved by hand: a hash in the address would be taken for a router navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={styles['skipLink']} href={`#${targetId}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
