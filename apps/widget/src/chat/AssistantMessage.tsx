import { nameIn, type PublishedAssistant } from '@console/assistant-contract';
import { contentIn } from '@console/assistant-core';
import type { Locale } from '@console/locale';
import { translator, type Translate } from '../texts';
import type { ChatMessage } from './conversation-store';
import type { LeadTopic } from './LeadForm';
import { LinkedText } from './LinkedText';
import { ProductCard } from './ProductCard';
import styles from './chat.module.css';
import { safeLink } from './safe-link';

type AssistantMessageProps = {
  message: Exclude<ChatMessage, { from: 'customer' }>;
  published: PublishedAssistant;
  t: Translate;
  locale: Locale;
  onChoose: (faqId: string) => void;
  onLeaveContact: (topic: LeadTopic) => void;
  onSwitchLanguage: (locale: Locale) => void;
};

/** One reply, shown from the published content of the language it was given in. */
export function AssistantMessage({ message, published, t, locale, onChoose, onLeaveContact, onSwitchLanguage }: AssistantMessageProps) {
  const { head } = published;
  if (message.kind === 'language-switched') {
    // Said in the language the chat went on in; the way back in the language it came from.
    return (
      <p className={styles.bubble} lang={message.locale}>
        {translator(message.locale)('switched')}{' '}
        <button type="button" className={styles.switchBack} lang={message.previous} onClick={() => onSwitchLanguage(message.previous)}>
          {translator(message.previous)('backTo')}
        </button>
      </p>
    );
  }
  if (message.kind === 'greeting') return <p className={styles.bubble}>{t('greeting', { name: nameIn(head.assistant, locale), bank: nameIn(head.bank, locale) })}</p>;
  if (message.kind === 'lead-sent') return <p className={styles.bubble}>{t('lead.thanks', { name: message.name, bank: nameIn(head.bank, locale) })}</p>;
  const content = contentIn(published, message.locale);

  const cards = (ids: readonly string[]) =>
    ids.flatMap((id) => content.products.filter((product) => product.id === id)).map((product) => (
      <ProductCard key={product.id} product={product} currency={head.currency} t={t} locale={locale} onLeaveContact={onLeaveContact} />
    ));
  if (message.kind === 'answer' && message.entry.kind === 'product') return <>{cards([message.entry.id, ...(message.products ?? [])])}</>;
  if (message.kind === 'answer') {
    const faq = content.faqs.find((candidate) => candidate.id === message.entry.id);
    if (!faq) return null;
    const attachments = faq.attachments.flatMap((attachment) => {
      const url = safeLink(attachment.url);
      return url ? [{ ...attachment, url }] : [];
    });
    return (
      <>
        <div className={styles.bubble}>
          <p className={styles.answer}>
            <LinkedText text={faq.answer} />
          </p>
          {attachments.length > 0 ? (
            <ul className={styles.attachments} aria-label={t('attachments')}>
              {attachments.map((attachment) => (
                <li key={attachment.url}>
                  <a href={attachment.url} target="_blank" rel="noopener noreferrer">
                    {attachment.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {cards(message.products ?? [])}
      </>
    );
  }

  const suggestions = message.suggestions
    .map((id) => content.faqs.find((faq) => faq.id === id))
    .filter((faq): faq is NonNullable<typeof faq> => faq !== undefined);
  return (
    <div className={styles.bubble}>
      <p>{t('noAnswer')}</p>
      {suggestions.length > 0 ? (
        <>
          <p>{t('didYouMean')}</p>
          <ul className={styles.choices}>
            {suggestions.map((faq) => (
              <li key={faq.id}>
                <button type="button" onClick={() => onChoose(faq.id)}>
                  {faq.question}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {head.bank.phone ? (
        <p>
          <a href={`tel:${head.bank.phone.replace(/[^\d+]/gu, '')}`}>{t('callUs', { phone: head.bank.phone })}</a>
        </p>
      ) : null}
      <button type="button" className={styles.leaveContact} onClick={() => onLeaveContact({ product: null, amount: null, termMonths: null, loan: false, currency: head.currency })}>
        {t('lead.leave')}
      </button>
    </div>
  );
}
