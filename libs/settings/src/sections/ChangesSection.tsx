import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditTrail, type AuditRow } from '@console/account-data';
import { AUDIT_AREAS, type AuditArea } from '@console/document-rules';
import { useAuditSubjectText } from '@console/faq-data';
import { useInterfaceLocale } from '@console/i18n';
import { formatDateTime } from '@console/numbers';
import { LoadFailed, ScrollTable, SelectField, Skeleton, VisuallyHidden } from '@console/ui';
import styles from './ChangesSection.module.css';

/**
 * Who changed what in the account and when: the audit trail the server keeps (read-only), newest first,
 * filtered by area on the page.
 */
export function ChangesSection() {
  const { t } = useTranslation('settings');
  const locale = useInterfaceLocale();
  const trail = useAuditTrail();
  const subjectText = useAuditSubjectText();
  const [area, setArea] = useState<AuditArea | 'all'>('all');
  const rows = (trail.data ?? []).filter((row) => area === 'all' || row.area === area);
  return (
    <section id="changes" className={styles.changes} aria-labelledby="changes-title">
      <h2 id="changes-title" className={styles.title}>
        {t('changes.legend')}
      </h2>
      <p className={styles.lead}>{t('changes.lead')}</p>
      <SelectField
        label={t('changes.filter')}
        fieldClassName={styles.filter}
        value={area}
        onChange={(event) => setArea(event.target.value as AuditArea | 'all')}
        options={[{ value: 'all', label: t('changes.all') }, ...AUDIT_AREAS.map((value) => ({ value, label: t(`audit.areas.${value}`, { ns: 'common' }) }))]}
      />
      {trail.isError ? (
        <LoadFailed message={t('changes.loadFailed')} />
      ) : !trail.data ? (
        <Skeleton height="6rem" />
      ) : rows.length === 0 ? (
        <p>{t('changes.none')}</p>
      ) : (
        <ScrollTable label={t('changes.caption')}>
            <caption>
              <VisuallyHidden>{t('changes.caption')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('changes.columns.when')}</th>
                <th scope="col">{t('changes.columns.who')}</th>
                <th scope="col">{t('changes.columns.what')}</th>
                <th scope="col">{t('changes.columns.item')}</th>
                <th scope="col">{t('changes.columns.fields')}</th>
              </tr>
            </thead>
            <tbody>{rows.map((row) => <ChangeRow key={row.id} row={row} locale={locale} subjectText={subjectText} />)}</tbody>
        </ScrollTable>
      )}
    </section>
  );
}

function ChangeRow({ row, locale, subjectText }: { row: AuditRow; locale: string; subjectText: (row: AuditRow) => string }) {
  const { t } = useTranslation('settings');
  return (
    <tr>
      <td className={styles.when}>{formatDateTime(row.at, locale)}</td>
      <td translate="no">{row.email}</td>
      <th scope="row">
        {t(`audit.areas.${row.area}`, { ns: 'common' })}: {t(`audit.actions.${row.action}`, { ns: 'common' })}
      </th>
      <td>{subjectText(row)}</td>
      <td translate="no">{row.fields.join(', ')}</td>
    </tr>
  );
}
