import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styles from './SectionNav.module.css';

export const SETTINGS_SECTIONS = [
  { id: 'personal', labelKey: 'personal.legend' },
  { id: 'assistant', labelKey: 'assistant.legend' },
  { id: 'bank', labelKey: 'bank.legend' },
  { id: 'customer-type', labelKey: 'customerType.legend' },
  { id: 'changes', labelKey: 'changes.legend' },
] as const;

/** The page's sections as anchors, kept in view beside the form on wide screens. */
export function SectionNav() {
  const { t } = useTranslation('settings');
  const { hash } = useLocation();
  const current = hash.slice(1) || SETTINGS_SECTIONS[0].id;
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link
              to={{ hash: section.id }}
              className={styles.link}
              aria-current={current === section.id ? 'location' : undefined}
              onClick={() => document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            >
              {t(section.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
