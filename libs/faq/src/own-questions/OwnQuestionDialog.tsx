import { FormikProvider, useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isConnectionError, isWriteConflict, loadOnce } from '@console/backend';
import { FocusFirstInvalidField, Form, FormCheckbox, FormSelectField, FormStatus, FormTextAreaField, schemaOnUse } from '@console/forms';
import { useRetryWhenOnline } from '@console/forms/guards';
import { FAQ_CATEGORIES, useAddPhrasing, useSaveOwnQuestion, type OwnQuestionDraft } from '@console/faq-data';
import { useInterfaceLocale } from '@console/i18n';
import { LOCALES, type Locale } from '@console/locale';
import { BlockingNotice, Button, Callout, Dialog, useToast } from '@console/ui';
import { useSimilarCatalogueQuestion } from './use-similar-catalogue-question';
import styles from './OwnQuestionDialog.module.css';

export interface OwnQuestionDialogProps {
  /** The question to change and what it holds now, or null to add one. */
  editing: { id: string; draft: OwnQuestionDraft } | null;
  onClose: () => void;
  /** The question is stored: its id. */
  onSaved: (id: string) => void;
  /** A new question started from a customer's message: its question in that language, and its first way of asking. */
  fromMessage?: { text: string; locale: Locale } | null;
}

// The rules, with yup, are fetched when the form first validates: the FAQ's list does not wait for them.
const validateOwnQuestion = schemaOnUse<OwnQuestionDraft>(loadOnce(() => import('./own-question-schema').then((module) => module.ownQuestionSchema())));

const NEW_QUESTION: OwnQuestionDraft = { category: 'other', top: false, question: { mk: '', en: '', sq: '' } };

/**
 * Adds a question of the bank's own, or changes one: its category, whether it is a top question, and the
 * question in Macedonian, English and Albanian side by side (its answers are written in the editor, like
 * the catalogue's). A failed save keeps everything typed and says why.
 */
export function OwnQuestionDialog({ editing, onClose, onSaved, fromMessage = null }: OwnQuestionDialogProps) {
  const { t } = useTranslation('faq');
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const save = useSaveOwnQuestion();
  const addPhrasing = useAddPhrasing();
  const [error, setError] = useState<string | null>(null);
  const retry = useRetryWhenOnline();
  const formik = useFormik<OwnQuestionDraft>({
    initialValues: editing?.draft ?? (fromMessage ? { ...NEW_QUESTION, question: { ...NEW_QUESTION.question, [fromMessage.locale]: fromMessage.text } } : NEW_QUESTION),
    validate: validateOwnQuestion,
    onSubmit: async (draft) => {
      setError(null);
      try {
        const id = await save.mutateAsync({ id: editing?.id ?? null, draft, baseline: editing?.draft ?? null });
        toast.success(editing ? t('ownQuestion.saved') : t('ownQuestion.added'));
        // The customer's own words are learned too, however the question was worded in the end.
        if (fromMessage) addPhrasing.mutate({ faqId: id, ...fromMessage }, { onError: () => toast.error(t('ownQuestion.phrasingFailed')) });
        onSaved(id);
      } catch (reason) {
        if (isWriteConflict(reason)) setError(t('ownQuestion.changedElsewhere'));
        // Offline: the form stays as typed and saves itself again once the connection is back.
        else setError(t(retry.schedule(isConnectionError(reason), () => void formik.submitForm()) ? 'errors.retryWhenOnline' : errorMessageKey(reason), { ns: 'common' }));
      }
    },
  });
  const locale = useInterfaceLocale();
  const similar = useSimilarCatalogueQuestion(formik.values.question[locale]);
  return (
    <Dialog
      open
      size="lg"
      title={editing ? t('ownQuestion.editTitle') : t('ownQuestion.addTitle')}
      description={fromMessage ? t('ownQuestion.fromMessageLead', { question: fromMessage.text }) : t('ownQuestion.lead')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ownQuestion.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {editing ? t('ownQuestion.save') : t('ownQuestion.add')}
          </Button>
        </>
      }
    >
      <FormikProvider value={formik}>
        <Form ref={formRef} id={formId} noValidate className={styles.form}>
          <FormStatus error={error} />
          <div className={styles.settings}>
            <FormSelectField name="category" label={t('ownQuestion.category')} required options={FAQ_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} />
            <FormCheckbox name="top" label={t('ownQuestion.top')} hint={t('ownQuestion.topHint')} />
          </div>
          <fieldset className={styles.languages}>
            <legend className={styles.legend}>{t('ownQuestion.questionLegend')}</legend>
            {LOCALES.map((locale) => (
              <FormTextAreaField key={locale} name={`question.${locale}`} lang={locale} rows={3} required label={t(`ownQuestion.questionIn.${locale}`)} />
            ))}
          </fieldset>
          {similar ? (
            <Callout tone="info" as="p" role="status">
              {t('ownQuestion.similar', { question: similar.question })}
            </Callout>
          ) : null}
          <FocusFirstInvalidField formRef={formRef} />
          <BlockingNotice active={formik.isSubmitting} />
        </Form>
      </FormikProvider>
    </Dialog>
  );
}
