import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@console/backend';
import { leadMailText } from '@console/assistant-data';
import { runtimeTranslate, type RuntimeTranslate } from '@console/i18n';
import { formatDateTime } from '@console/numbers';
import { Skeleton } from '@console/ui';
import { safeHref } from './safe-href';
import styles from './LocalMailScreen.module.css';

export interface MailMessageProps {
  message: OutboxMessage;
  /** Whether the texts of the message's own language have loaded. */
  textsReady: boolean;
}

/**
 * One e-mail as its recipient would read it: subject and body in the language it was sent in, framed
 * by the console's own words (recipient, time, the link's name) in the interface language.
 */
export function MailMessage({ message, textsReady }: MailMessageProps) {
  const { t, i18n } = useTranslation('local-mail');
  const subjectId = useId();
  const interfaceLanguage = i18n.resolvedLanguage ?? i18n.language;
  const mailT = i18n.getFixedT(message.language, 'local-mail');
  const sentAt = new Date(message.sentAt);
  const href = safeHref(message.link);

  return (
    <article className={styles.message} lang={message.language} aria-labelledby={subjectId}>
      <h2 id={subjectId} className={styles.subject}>
        {textsReady ? mailT(`messages.${message.kind}.subject`, { name: message.details?.['name'] ?? '' }) : <Skeleton width="60%" height="1.25rem" announce />}
      </h2>
      <dl className={styles.meta} lang={interfaceLanguage}>
        <div>
          <dt>{t('to')}</dt>
          <dd translate="no">{message.to}</dd>
        </div>
        <div>
          <dt>{t('sent')}</dt>
          <dd>
            <time dateTime={sentAt.toISOString()}>
              {formatDateTime(sentAt.getTime(), interfaceLanguage)}
            </time>
          </dd>
        </div>
      </dl>
      <p className={styles.body}>
        {textsReady ? bodyOf(message, runtimeTranslate(mailT)) : <Skeleton width="100%" height="3rem" />}
      </p>
      {href && (
        <p className={styles.action} lang={interfaceLanguage}>
          <a className={styles.actionLink} href={href}>
            {t(`actions.${message.kind}`)}
          </a>
        </p>
      )}
    </article>
  );
}

type Translate = RuntimeTranslate;

/** The message's text; a new lead's lists what the customer left, in the bank's language. */
function bodyOf(message: OutboxMessage, mailT: Translate): string {
  if (message.kind === 'destinationChanged') {
    const { from = message.to, to = '' } = message.details ?? {};
    return mailT(to ? 'messages.destinationChanged.body' : 'messages.destinationChanged.bodyRemoved', { from, to });
  }
  if (message.kind !== 'newLead') return mailT(`messages.${message.kind}.body`, { email: message.to });
  const { name = '', contact = '', product = '', amount = '', termMonths = '', currency = '', locale = '' } = message.details ?? {};
  return leadMailText({ name, contact, product, amount, termMonths, currency, locale }, message.language, (key, values) => mailT(key, values)).text;
}
