import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuditTrail } from '@console/account-data';
import { AUDIT_SUBJECT_ACCOUNT, AUDIT_SUBJECT_HIDDEN } from '@console/document-rules';
import { useAuditSubjectText } from '@console/faq-data';
import { useInterfaceLocale } from '@console/i18n';
import { formatDateTime } from '@console/numbers';
import { settingsSection } from '@console/routes';
import styles from './EmbedScreen.module.css';

/** Subjects that name no single item: their fields do. */
const GENERIC_SUBJECTS = new Set([AUDIT_SUBJECT_ACCOUNT, AUDIT_SUBJECT_HIDDEN]);

/** How many changes the publishing section names before it points to the whole trail in the settings. */
const SHOWN = 10;

/**
 * Which items were changed since the last publish, by whom and when, newest first: the server's audit
 * trail, so staff can check what they are about to put in front of customers.
 */
export function UnpublishedChangesList({ since }: { since: number }) {
  const { t } = useTranslation('embed');
  const locale = useInterfaceLocale();
  const trail = useAuditTrail();
  const subjectText = useAuditSubjectText();
  const rows = (trail.data ?? []).filter((row) => row.at > since && row.area !== 'publishing');
  if (rows.length === 0) return null;
  return (
    <>
      <h3 id="embed-changed-items" className={styles.subheading}>
        {t('publish.items.title')}
      </h3>
      <ul className={styles.changes} aria-labelledby="embed-changed-items">
        {rows.slice(0, SHOWN).map((row) => (
          <li key={row.id}>
            {t(`audit.areas.${row.area}`, { ns: 'common' })}: {t(`audit.actions.${row.action}`, { ns: 'common' })}
            {' — '}
            {GENERIC_SUBJECTS.has(row.subject) ? <span translate="no">{row.fields.join(', ')}</span> : subjectText(row)}
            {' · '}
            <span translate="no">{row.email}</span>
            {' · '}
            {formatDateTime(row.at, locale)}
          </li>
        ))}
      </ul>
      {rows.length > SHOWN ? (
        <p className={styles.muted}>
          {t('publish.items.more', { count: rows.length - SHOWN })} <Link to={settingsSection('changes')}>{t('publish.items.all')}</Link>
        </p>
      ) : null}
    </>
  );
}
