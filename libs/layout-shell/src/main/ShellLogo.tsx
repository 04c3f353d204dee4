import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './ShellLogo.module.css';

export interface ShellLogoProps {
  to: string;
  /** Only the mark; the product name stays readable to screen readers. */
  compact?: boolean;
  onNavigate?: () => void;
}

/** The product's mark and name, leading to the console's start page. */
export function ShellLogo({ to, compact = false, onNavigate }: ShellLogoProps) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className={styles['logo']} onClick={onNavigate}>
      <svg className={styles['mark']} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-navy-900)" />
        <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="var(--color-white)" />
        <circle cx="23" cy="22" r="3" fill="#3d8bff" />
      </svg>
      <span className={compact ? styles['hiddenName'] : styles['name']}>{t('productName')}</span>
    </Link>
  );
}
