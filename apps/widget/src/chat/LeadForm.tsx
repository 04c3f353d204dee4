import { useId, useRef, useState, type FormEvent } from 'react';
import { nameIn, type PublishedHead } from '@console/assistant-contract';
import { leadProblems, type LeadInput, type LeadProblem } from '@console/assistant-data';
import type { Locale } from '@console/locale';
import { formatNumber, parseOptionalDecimal } from '@console/numbers';
import { termInWords } from '@console/product-figures';
import { figuresTranslator, type Translate } from '../texts';
import { LinkedText } from './LinkedText';
import styles from './chat.module.css';

/** What a request is about: a product (a loan with the calculator's amount, in its currency) or nothing in particular. */
export type LeadTopic = { product: { id: string; name: string } | null; amount: number | null; termMonths: number | null; loan: boolean; currency: string };

type LeadFormProps = {
  topic: LeadTopic;
  bank: Pick<PublishedHead['bank'], 'name' | 'names' | 'phone' | 'consent'>;
  t: Translate;
  locale: Locale;
  onSend: (input: LeadInput) => Promise<void>;
  onCancel: () => void;
};

/** The term chosen in the calculator, as it goes with the request: "Repayment term: 5 years". */
function termLine(months: number, locale: Locale): string {
  const t = figuresTranslator(locale);
  return `${t('term')}: ${termInWords(months, t)}`;
}

/** "Leave your contact": name, phone or e-mail, consent, and for a loan the amount. Nothing typed is lost on an error. */
export function LeadForm({ topic, bank, t, locale, onSend, onCancel }: LeadFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [amount, setAmount] = useState(topic.amount === null ? '' : formatNumber(topic.amount, locale));
  const [consent, setConsent] = useState(false);
  // Kept with the request: what the customer agreed to, in the words shown.
  const consentText = bank.consent?.[locale]?.trim() || t('lead.consent', { bank: nameIn(bank, locale) });
  const [problems, setProblems] = useState<LeadProblem[]>([]);
  const [state, setState] = useState<'editing' | 'sending' | 'failed'>('editing');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = topic.loan ? parseOptionalDecimal(amount, locale) : undefined;
    const input: LeadInput = { name, contact, consent, consentText, product: topic.product, amount: parsed === undefined ? null : parsed, termMonths: topic.loan ? topic.termMonths : null };
    const found = leadProblems(input);
    setProblems(found);
    if (found.length > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setState('sending');
    try {
      await onSend(input);
    } catch {
      setState('failed');
    }
  };
  const error = (field: LeadProblem) =>
    problems.includes(field) ? (
      <span id={`${id}-${field}-error`} className={styles.fieldError}>
        {t(`lead.problems.${field}`)}
      </span>
    ) : null;
  const invalid = (field: LeadProblem) => ({ 'aria-invalid': problems.includes(field), 'aria-describedby': problems.includes(field) ? `${id}-${field}-error` : undefined });

  return (
    <form ref={form} className={styles.leadForm} onSubmit={(event) => void send(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('lead.title')}</h2>
      {topic.product ? <p>{t('lead.about', { product: topic.product.name })}</p> : null}
      <label htmlFor={`${id}-name`}>{t('lead.name')}</label>
      <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={120} {...invalid('name')} />
      {error('name')}
      <label htmlFor={`${id}-contact`}>{t('lead.contact')}</label>
      <input id={`${id}-contact`} value={contact} onChange={(event) => setContact(event.target.value)} autoComplete="tel" inputMode="text" maxLength={120} {...invalid('contact')} />
      {error('contact')}
      {topic.loan ? (
        <>
          <label htmlFor={`${id}-amount`}>{t('lead.amount', { currency: topic.currency })}</label>
          <input id={`${id}-amount`} value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" autoComplete="off" {...invalid('amount')} />
          {error('amount')}
          {topic.termMonths !== null ? <p>{termLine(topic.termMonths, locale)}</p> : null}
        </>
      ) : null}
      <label className={styles.consent}>
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} {...invalid('consent')} />
        <span>
          <LinkedText text={consentText} />
        </span>
      </label>
      {error('consent')}
      {state === 'failed' ? (
        <p role="alert" className={styles.fieldError}>
          {t('lead.failed', { phone: bank.phone })}
        </p>
      ) : null}
      <div className={styles.leadActions}>
        <button type="submit" disabled={state === 'sending'}>
          {state === 'sending' ? t('lead.sending') : t('lead.send')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('lead.cancel')}
        </button>
      </div>
    </form>
  );
}
