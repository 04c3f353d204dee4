import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UnansweredSummary } from '@console/analytics-data';
import { ownQuestionFromMessage } from '@console/routes';
import { Button, Callout, Dialog, Icon, TextField } from '@console/ui';
import { SHOWN_CHOICES, type QuestionChoice } from './question-choices';
import styles from './AssignQuestionDialog.module.css';

export interface AssignQuestionDialogProps {
  /** The customer's message, as the list shows it. */
  item: UnansweredSummary;
  /** The questions to choose from, best fit first; null while they load. */
  choices: readonly QuestionChoice[] | null;
  search: string;
  onSearch: (search: string) => void;
  saving: boolean;
  /** Translated reason the last try failed; the choice stays. */
  error: string | null;
  onAssign: (faqId: string) => void;
  onClose: () => void;
}

/**
 * "This should be answered by…": staff pick the question a customer's message meant, and its words are
 * taught to the assistant for that question, learned at the next publish.
 */
export function AssignQuestionDialog({ item, choices, search, onSearch, saving, error, onAssign, onClose }: AssignQuestionDialogProps) {
  const { t } = useTranslation('analytics');
  const formId = useId();
  const legendId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = choices?.slice(0, SHOWN_CHOICES) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onAssign(chosen);
  };
  return (
    <Dialog
      open
      size="lg"
      title={t('assign.title')}
      description={t('assign.lead', { question: item.question, language: t(`languageNames.${item.locale}`, { ns: 'common' }) })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('assign.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!chosen}>
            {t('assign.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        <div role="alert" className={styles.status}>
          {error ? (
            <Callout tone="danger">
              <Icon name="alert" /> {error}
            </Callout>
          ) : null}
        </div>
        <TextField label={t('assign.search')} type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
        <fieldset className={styles.choices} aria-busy={choices === null || undefined}>
          <legend id={legendId}>{t('assign.questions')}</legend>
          {choices === null ? (
            <p className={styles.muted}>{t('assign.loading')}</p>
          ) : shown.length === 0 ? (
            <p className={styles.muted}>{t('assign.noMatch')}</p>
          ) : (
            shown.map((choice) => (
              <label key={choice.id} className={styles.choice}>
                <input type="radio" name="question" value={choice.id} checked={chosen === choice.id} onChange={() => setChosen(choice.id)} />
                <span>
                  {choice.question}
                  {choice.own ? <span className={styles.own}> {t('assign.own')}</span> : null}
                </span>
              </label>
            ))
          )}
          {choices !== null && choices.length > shown.length ? <p className={styles.muted}>{t('assign.more', { count: choices.length - shown.length })}</p> : null}
        </fieldset>
        <p className={styles.newOwn}>
          <Link to={ownQuestionFromMessage(item.question, item.locale)}>{t('assign.newOwn')}</Link>
        </p>
      </form>
    </Dialog>
  );
}
