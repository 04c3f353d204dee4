import { useTranslation } from 'react-i18next';
import styles from './WelcomeLayout.module.css';

/** The product's mark and name; the name is the accessible text, the mark is decoration. */
export function BrandMark({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className={inverse ? `${styles['brand']} ${styles['brandInverse']}` : styles['brand']}>
      <svg className={styles['brandMark']} viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 10h14v3h-5.5v11h-3V13H9z" className={styles['brandGlyph']} />
        <circle cx="23" cy="22" r="3" className={styles['brandDot']} />
      </svg>
      <span className={styles['brandName']}>{t('productName')}</span>
    </span>
  );
}
