import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBackend } from '@console/backend/react';
import { errorMessageKey } from '@console/backend';
import { Callout, Icon, Spinner } from '@console/ui';
import { MailMessage } from './MailMessage';
import { useNamespaceInLanguages } from './use-namespace-in-languages';
import { useOutbox } from './use-outbox';
import styles from './LocalMailScreen.module.css';
import { ROUTES } from '@console/routes';

/**
 * The local demo's mailbox: the verification and reset e-mails the local backend "sent", newest first,
 * live across tabs, each with its real link. A Firebase build has no outbox and no route to this screen.
 */
export function LocalMailScreen() {
  const { t } = useTranslation(['local-mail', 'common']);
  const { outbox } = useBackend();
  const messages = useOutbox(outbox);
  const textsReady = useNamespaceInLanguages('local-mail', messages.data?.map((message) => message.language) ?? []);

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('common:titles.localMail')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <Callout tone="info" as="p" className={styles.note}>
          <Icon name="info" className={styles.noteIcon} />
          <span>{t('note')}</span>
        </Callout>
      </header>

      {!outbox ? (
        <p className={styles.state}>{t('unavailable')}</p>
      ) : messages.isPending ? (
        <Spinner />
      ) : messages.isError ? (
        <Callout tone="danger" as="p" className={styles.error} role="alert">
          {t('loadFailed')} {t(`common:${errorMessageKey(messages.error)}`)}
        </Callout>
      ) : null}

      {messages.data && (
        <section className={styles.inbox} aria-labelledby="local-mail-count">
          {/* Polite: a new e-mail is announced by the changed count, without interrupting. */}
          <p id="local-mail-count" className={styles.count} aria-live="polite">
            {t('count', { count: messages.data.length })}
          </p>
          {messages.data.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('empty.title')}</p>
              <p className={styles.state}>{t('empty.body')}</p>
            </div>
          ) : (
            <ol className={styles.list}>
              {messages.data.map((message) => (
                <li key={message.id}>
                  <MailMessage message={message} textsReady={textsReady} />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      <footer className={styles.footer}>
        <Link to={ROUTES.login}>{t('goToSignIn')}</Link>
      </footer>
    </main>
  );
}
