import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dayIn } from '@console/assistant-contract';
import { isAllowedOrigin } from '@console/assistant-data';
import { MAX_ALLOWED_DOMAINS } from '@console/document-rules';
import { formatCalendarDay } from '@console/numbers';
import { parseAllowedDomain, usePublicationState, usePublishingActions, useRefusedWebsites } from '@console/publishing-data';
import { Button, Icon, IconButton, TextField, useToast } from '@console/ui';
import styles from './EmbedScreen.module.css';

/** The websites the chat may open on: add (validated, kept when refused) and remove, saved at once. */
export function DomainsSection({ domains }: { domains: readonly string[] }) {
  const { t, i18n } = useTranslation('embed');
  const { saveAllowedDomains, forgetRefusedWebsite } = usePublishingActions();
  const assistantId = usePublicationState().data?.assistantId ?? null;
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Websites that tried to show the chat since; those allowed meanwhile are not news.
  const refused = (useRefusedWebsites().data ?? []).filter(({ hostname, origin }) => hostname === null || !isAllowedOrigin(origin, domains));
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const forget = (id: string) => assistantId && forgetRefusedWebsite.mutate({ assistantId, id }, { onError: () => toast.error(t('domains.forgetFailed')) });

  const save = (next: string[]) => saveAllowedDomains.mutate(next, { onError: () => toast.error(t('domains.saveFailed')) });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const domain = parseAllowedDomain(typed);
    if (!domain) return setError(t('domains.invalid'));
    if (domains.includes(domain)) return setError(t('domains.duplicate', { domain }));
    if (domains.length >= MAX_ALLOWED_DOMAINS) return setError(t('domains.tooMany', { max: MAX_ALLOWED_DOMAINS }));
    setError(null);
    setTyped('');
    save([...domains, domain]);
  };

  return (
    <section className={styles.section} aria-labelledby="embed-domains">
      <h2 id="embed-domains">{t('domains.title')}</h2>
      <p className={styles.muted}>{t('domains.lead')}</p>
      {domains.length === 0 ? (
        <p>{t('domains.none')}</p>
      ) : (
        <ul className={styles.domains} aria-label={t('domains.listLabel')}>
          {domains.map((domain) => (
            <li key={domain} className={styles.domain}>
              {domain}
              <IconButton icon={<Icon name="close" />} label={t('domains.remove', { domain })} size="sm" onClick={() => save(domains.filter((other) => other !== domain))} />
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <div className={styles.refused} role="region" aria-labelledby="embed-refused">
          <h3 id="embed-refused">{t('domains.refusedTitle')}</h3>
          <p>{t('domains.refusedLead')}</p>
          <ul>
            {refused.map(({ id, origin, hostname, lastSeenAt, count }) => {
              const domain = hostname ? parseAllowedDomain(hostname) : null;
              return (
                <li key={id}>
                  <span>
                    {hostname && lastSeenAt !== null
                      ? t('domains.refusedItem', { origin, day: formatCalendarDay(dayIn(timeZone, lastSeenAt), i18n.language), count: count ?? 1 })
                      : t('domains.refusedUnreadable', { origin })}
                  </span>
                  {domain && (
                    <Button variant="secondary" size="sm" onClick={() => save([...domains, domain])}>
                      {t('domains.allow', { domain })}
                    </Button>
                  )}
                  <Button variant="secondary" size="sm" aria-label={t('domains.forgetLabel', { origin })} onClick={() => forget(id)}>
                    {t('domains.forget')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <form className={styles.addDomain} onSubmit={add} noValidate>
        <TextField
          label={t('domains.label')}
          hint={t('domains.hint')}
          value={typed}
          error={error ?? undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
        />
        <Button type="submit" variant="secondary" className={styles.addButton}>
          {t('domains.add')}
        </Button>
      </form>
    </section>
  );
}
