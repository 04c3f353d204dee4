import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { nameIn, type PublishedAssistant } from '@console/assistant-contract';
import { accentOnWhite, readableTextColour } from '@console/colours';
import { LOCALES, isLocale, type Locale } from '@console/locale';
import { translator } from '../texts';
import type { LeadInput } from '@console/assistant-data';
import { AssistantMessage } from './AssistantMessage';
import { LeadForm, type LeadTopic } from './LeadForm';
import { useConversation } from './use-conversation';
import styles from './chat.module.css';

export type ChatProps = {
  published: PublishedAssistant;
  locale: Locale;
  photoUrl: string | null;
  /** Changes each time the chat is opened, to put the focus back in the question field. */
  openedAt: number;
  onClose: () => void;
  /** Told of every question, in its language, and whether it had an answer (for the bank's counters). */
  onQuestion?: (locale: Locale, answered: boolean, question: string) => void;
  /** Told when the customer says an answer was not what they asked: the question, and the entry given. */
  onNotWhatIAsked?: (locale: Locale, question: string, answeredWith: string) => void;
  /** Stores a customer's request to be contacted; rejects when it could not. */
  onLead?: (input: LeadInput, locale: Locale, currency: string) => Promise<void>;
  /** Keep the conversation for a reload of the page (the live chat; never the console's preview). */
  keepConversation?: boolean;
  /** Where the bank switched App Check on: Google's reCAPTCHA runs in the frame, and its terms are named here. */
  recaptcha?: boolean;
};

const GOOGLE_PRIVACY = 'https://policies.google.com/privacy';
const GOOGLE_TERMS = 'https://policies.google.com/terms';

/** A phone or tablet: focusing the field there would open the keyboard over the suggestions. */
const onTouchScreen = () => window.matchMedia?.('(pointer: coarse)').matches === true;

const MAX_SUGGESTED = 4;

export function Chat({ published, locale: initialLocale, photoUrl, openedAt, onClose, onQuestion, onNotWhatIAsked, onLead, keepConversation = true, recaptcha = false }: ChatProps) {
  const { head } = published;
  const { locale, setLocale, messages, answering, content, ask, choose, notWhatIAsked, leadSent, restart } = useConversation(published, initialLocale, { onQuestion, onNotWhatIAsked }, keepConversation);
  const [leadTopic, setLeadTopic] = useState<LeadTopic | null>(null);
  const t = translator(locale);
  const [question, setQuestion] = useState('');
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLLIElement>(null);
  // The bank's colour on the bubbles and the buttons, and as a text colour readable on white for links:
  // worked out once per colour, not on every keystroke.
  const { bubbleColor } = head.assistant;
  const colours = useMemo<CSSProperties & Record<`--${string}`, string>>(
    () => ({ '--bubble': bubbleColor, '--on-bubble': readableTextColour(bubbleColor), '--accent': accentOnWhite(bubbleColor) }),
    [bubbleColor],
  );
  const suggested = content.faqs.filter((faq) => faq.top).slice(0, MAX_SUGGESTED);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    if (!onTouchScreen()) inputRef.current?.focus();
  }, [openedAt]);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  // The contact form's buttons are gone when it closes: the focus goes back to the question, not to the page.
  const leadFormWasOpen = useRef(false);
  useEffect(() => {
    if (leadTopic === null && leadFormWasOpen.current && !onTouchScreen()) inputRef.current?.focus();
    leadFormWasOpen.current = leadTopic !== null;
  }, [leadTopic]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) return;
    void ask(text);
    setQuestion('');
  };
  // Escape closes the chat from anywhere in it; the launcher then takes the focus back.
  useEffect(() => {
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <section className={styles.panel} role="dialog" aria-labelledby={titleId} style={colours}>
      <header className={styles.header}>
        {photoUrl ? <img className={styles.photo} src={photoUrl} alt="" /> : null}
        <div className={styles.title}>
          <h1 id={titleId}>{nameIn(head.assistant, locale)}</h1>
          <p>{t('subtitle', { bank: nameIn(head.bank, locale) })}</p>
        </div>
        <label className={styles.language}>
          <span className={styles.visuallyHidden}>{t('language')}</span>
          <select value={locale} onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>

      {/* Focusable, so that the conversation scrolls from the keyboard too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.log} role="log" aria-live="polite" aria-busy={answering} aria-label={t('conversation', { name: nameIn(head.assistant, locale) })} tabIndex={0}>
        <ol className={styles.messages}>
        {messages.map((message) =>
          message.from === 'customer' ? (
            <li key={message.id} className={styles.customer}>
              <span className={styles.visuallyHidden}>{t('you')}: </span>
              {message.text}
            </li>
          ) : (
            <li key={message.id} className={styles.assistant}>
              <AssistantMessage message={message} published={published} t={t} locale={locale} onChoose={choose} onLeaveContact={setLeadTopic} onSwitchLanguage={setLocale} />
              {message.kind === 'answer' && message === messages.at(-1) ? (
                <button type="button" className={styles.notWhatIAsked} onClick={notWhatIAsked}>
                  {t('notWhatIAsked')}
                </button>
              ) : null}
            </li>
          ),
        )}
          <li ref={endRef} aria-hidden="true" className={styles.end} />
        </ol>
      </div>

      {messages.length === 1 && suggested.length > 0 ? (
        <nav className={styles.suggested} aria-label={t('suggested')}>
          <ul>
            {suggested.map((faq) => (
              <li key={faq.id}>
                <button type="button" onClick={() => choose(faq.id)}>
                  {faq.question}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {leadTopic ? (
        <LeadForm
          topic={leadTopic}
          bank={head.bank}
          t={t}
          locale={locale}
          onCancel={() => setLeadTopic(null)}
          onSend={async (input) => {
            await (onLead ? onLead(input, locale, leadTopic.currency) : Promise.resolve());
            setLeadTopic(null);
            leadSent(input.name.trim());
          }}
        />
      ) : (
        // While the contact form is open it is the one form on screen: one send button, not two.
        <>
          {messages.length > 1 ? (
            <div className={styles.restart}>
              <button
                type="button"
                onClick={() => {
                  restart();
                  if (!onTouchScreen()) inputRef.current?.focus();
                }}
              >
                {t('newConversation')}
              </button>
            </div>
          ) : null}

          <form className={styles.composer} onSubmit={send}>
            <label className={styles.visuallyHidden} htmlFor={`${titleId}-question`}>
              {t('question')}
            </label>
            <input
              ref={inputRef}
              id={`${titleId}-question`}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              placeholder={t('placeholder')}
              autoComplete="off"
              enterKeyHint="send"
              maxLength={500}
            />
            <button type="submit">{t('send')}</button>
          </form>
          {recaptcha ? (
            <p className={styles.recaptcha}>
              {t('recaptcha.notice')}{' '}
              <a href={GOOGLE_PRIVACY} target="_blank" rel="noopener noreferrer">
                {t('recaptcha.privacy')}
              </a>
              {' · '}
              <a href={GOOGLE_TERMS} target="_blank" rel="noopener noreferrer">
                {t('recaptcha.terms')}
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
