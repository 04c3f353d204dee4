import { useTranslation } from 'react-i18next';
import { Icon } from '@console/ui';
import { Switch } from './Switch';
import styles from './FaqToolbar.module.css';

export interface FaqToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  topOnly: boolean;
  onTopOnlyChange: (value: boolean) => void;
  unansweredOnly: boolean;
  onUnansweredOnlyChange: (value: boolean) => void;
  showHidden: boolean;
  onShowHiddenChange: (value: boolean) => void;
}

/** Search over questions and answers, and the top-only, unanswered-only and show-hidden switches. */
export function FaqToolbar({ search, onSearchChange, topOnly, onTopOnlyChange, unansweredOnly, onUnansweredOnlyChange, showHidden, onShowHiddenChange }: FaqToolbarProps) {
  const { t } = useTranslation('faq');
  return (
    <div className={styles.toolbar}>
      <div className={styles.search} role="search">
        <label htmlFor="faq-search" className={styles.searchLabel}>
          {t('toolbar.searchLabel')}
        </label>
        <div className={styles.searchBox}>
          <span className={styles.searchIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </span>
          <input
            id="faq-search"
            type="search"
            className={styles.searchInput}
            value={search}
            placeholder={t('toolbar.searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => onSearchChange(event.target.value)}
          />
          {search && (
            <button type="button" className={styles.clear} onClick={() => onSearchChange('')} aria-label={t('toolbar.clearSearch')}>
              <Icon name="close" />
            </button>
          )}
        </div>
      </div>
      <div className={styles.switches}>
        <Switch label={t('toolbar.topOnly')} checked={topOnly} onChange={onTopOnlyChange} />
        <Switch label={t('toolbar.unansweredOnly')} checked={unansweredOnly} onChange={onUnansweredOnlyChange} />
        <Switch label={t('toolbar.showHidden')} checked={showHidden} onChange={onShowHiddenChange} />
      </div>
    </div>
  );
}
