import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterfaceLocale } from '@console/i18n';
import { useLeaveWarning } from '@console/leave-warning';
import { LEADS_PAGE_SIZE, useDeleteLead, useLeads, useSetLeadHandled, type LeadRow } from '@console/leads-data';
import { formatDateTime, formatMoney } from '@console/numbers';
import { termInWords } from '@console/product-figures';
import { Button, EmptyState, LoadFailed, Page, PageHeader, Skeleton, useConfirm, useToast } from '@console/ui';
import styles from './LeadsScreen.module.css';

/** A phone number kept on one line; an e-mail address that may break before its `@` (and anywhere, if it must). */
function ContactText({ contact }: { contact: string }) {
  const at = contact.indexOf('@');
  if (at < 0) return <span className={styles.figure}>{contact}</span>;
  return (
    <>
      {contact.slice(0, at)}
      <wbr />
      {contact.slice(at)}
    </>
  );
}

/** The customers' requests to be contacted, newest first, each marked handled by the bank. */
export function LeadsScreen() {
  const { t } = useTranslation('leads');
  const { t: figuresT } = useTranslation('product-figures');
  // A loan's term as the customer chose it in the chat's calculator.
  const termText = (months: number | null) => (months === null ? '' : termInWords(months, figuresT));
  const locale = useInterfaceLocale();
  const [shown, setShown] = useState(LEADS_PAGE_SIZE);
  const { status, leads, hasMore, assistantId } = useLeads(shown);
  const setHandled = useSetLeadHandled();
  const deleteLead = useDeleteLead();
  const { confirm, confirmDialog } = useConfirm();
  const toast = useToast();
  const remove = async ({ id, name }: LeadRow) => {
    const confirmed = await confirm({ title: t('remove.title'), message: t('remove.message', { name }), confirmLabel: t('remove.confirm'), variant: 'danger' });
    if (confirmed) deleteLead.mutate(id, { onError: () => toast.error(t('remove.failed')) });
  };
  // A ticked box stays ticked while the change travels; a failed save puts it back and says so.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  // Requests whose change is still on its way: leaving the page now would lose it, so the page asks.
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  useLeaveWarning(saving.size > 0, 'saving');
  const mark = (id: string, handled: boolean) => {
    setTicked((current) => ({ ...current, [id]: handled }));
    setSaving((current) => new Set(current).add(id));
    setHandled.mutate(
      { id, handled },
      {
        onError: () => {
          setTicked(({ [id]: _dropped, ...others }) => others);
          toast.error(t('saveFailed'));
        },
        onSettled: () =>
          setSaving((current) => {
            const next = new Set(current);
            next.delete(id);
            return next;
          }),
      },
    );
  };
  return (
    <Page width="medium">
      <PageHeader title={t('titles.leads', { ns: 'common' })} description={<p>{t('screen.lead')}</p>} />
      {status === 'pending' && <Skeleton height="10rem" />}
      {status === 'error' && (
        <LoadFailed message={t('screen.loadFailed')} />
      )}
      {status === 'success' && leads.length === 0 && <EmptyState title={t(assistantId ? 'screen.empty' : 'screen.notPublished')} />}
      {status === 'success' && leads.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.date')}</th>
                <th scope="col">{t('table.name')}</th>
                <th scope="col">{t('table.contact')}</th>
                <th scope="col">{t('table.product')}</th>
                <th scope="col">{t('table.amount')}</th>
                <th scope="col">{t('table.language')}</th>
                <th scope="col">{t('table.handled')}</th>
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id} className={(ticked[lead.id] ?? lead.handled) ? styles.handled : undefined}>
                  <td className={styles.date} data-label={t('table.date')}>
                    {lead.createdAt ? formatDateTime(lead.createdAt, locale) : ''}
                  </td>
                  <th scope="row" className={styles.name}>
                    {lead.name}
                  </th>
                  <td className={styles.contact} data-label={t('table.contact')}>
                    <ContactText contact={lead.contact} />
                  </td>
                  <td className={styles.product} data-label={t('table.product')}>
                    {lead.productName ?? t('table.noProduct')}
                  </td>
                  <td className={styles.amount} data-label={t('table.amount')}>
                    {/* Each figure stays whole; the line may break between the amount and the term. */}
                    {[lead.amount === null ? '' : formatMoney(lead.amount, lead.currency, locale), termText(lead.termMonths)]
                      .filter(Boolean)
                      .map((figure, index) => (
                        <span key={figure} className={styles.figure}>
                          {index > 0 && ' · '}
                          {figure}
                        </span>
                      ))}
                  </td>
                  <td className={styles.language} data-label={t('table.language')}>
                    {t(`languageNames.${lead.locale}`, { ns: 'common' })}
                  </td>
                  <td className={styles.handledCell} data-label={t('table.handled')}>
                    <input
                      type="checkbox"
                      checked={ticked[lead.id] ?? lead.handled}
                      aria-busy={saving.has(lead.id) || undefined}
                      aria-label={t('table.markHandled', { name: lead.name })}
                      onChange={(event) => mark(lead.id, event.target.checked)}
                    />
                  </td>
                  <td className={styles.actions}>
                    <Button variant="secondary" size="sm" aria-label={t('table.removeLabel', { name: lead.name })} onClick={() => void remove(lead)}>
                      {t('table.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {status === 'success' && hasMore && (
        <Button variant="secondary" onClick={() => setShown((current) => current + LEADS_PAGE_SIZE)}>
          {t('showMore')}
        </Button>
      )}
      {confirmDialog}
    </Page>
  );
}
