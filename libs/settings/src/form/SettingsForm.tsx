import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@console/backend';
import { useSaveAccount } from '@console/account-data';
import { FocusFirstInvalidField, FormStatus } from '@console/forms';
import { BlockingNotice, useConfirm, useToast } from '@console/ui';
import { AssistantSection } from '../sections/AssistantSection';
import { BankSection } from '../sections/BankSection';
import { CustomerTypeSection } from '../sections/CustomerTypeSection';
import { PersonalDetailsSection } from '../sections/PersonalDetailsSection';
import { SaveBar } from './SaveBar';
import { settingsSchema } from './settings-schema';
import { hasChanges, toAccountChanges, type SettingsValues } from './settings-values';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import styles from './SettingsForm.module.css';

export interface SettingsFormProps {
  initialValues: SettingsValues;
  /** What an `<img>` can show for the saved assistant photo. */
  savedPhotoUrl: string | undefined;
  /**
   * Whether the personal details were ever saved. Until they are, saving confirms them even unchanged
   * (the home checklist's third step: a new account's details came from registration, not a decision).
   */
  personalDetailsConfirmed?: boolean;
}

/**
 * The four sections as one form with one save. Only changed sections are written; a failed save keeps
 * everything typed and says why; leaving with unsaved changes asks first.
 */
export function SettingsForm({ initialValues, savedPhotoUrl, personalDetailsConfirmed = true }: SettingsFormProps) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const save = useSaveAccount();
  const { confirm, confirmDialog } = useConfirm();
  const [schema] = useState(settingsSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  // What the document holds now, as far as this form knows: the starting values, then each saved set.
  const saved = useRef(initialValues);

  const onSubmit = async (typed: SettingsValues, { resetForm }: FormikHelpers<SettingsValues>) => {
    setSubmitError(null);
    const values = { ...typed, ...schema.cast(typed), photo: typed.photo } as SettingsValues;
    const changes = toAccountChanges(values, saved.current, { confirmPersonalDetails: !personalDetailsConfirmed });
    if (!hasChanges(changes)) {
      toast.info(t('save.nothingToSave'));
      return;
    }
    setSaving(true);
    setProgress(changes.assistantPhoto ? 0 : undefined);
    try {
      await save.mutateAsync({ changes, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
      // The saved values become the new starting point; a new photo stays as its file, so it is not sent again.
      saved.current = values;
      resetForm({ values });
      toast.success(t('save.saved'));
    } catch (error) {
      setSubmitError(t('save.failed', { reason: t(errorMessageKey(error), { ns: 'common' }) }));
    } finally {
      setSaving(false);
      setProgress(undefined);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ dirty }) => (
        // noValidate: the browser would otherwise stop the submit on type="email" before the form's own messages.
        <Form ref={formRef} noValidate className={styles.form} aria-label={t('form.label')}>
          <FocusFirstInvalidField formRef={formRef} />
          <UnsavedChangesGuard dirty={dirty && !saving} confirm={confirm} />
          <PersonalDetailsSection />
          <AssistantSection savedPhotoUrl={savedPhotoUrl} photoProgress={progress} />
          <BankSection />
          <CustomerTypeSection />
          <FormStatus error={submitError} />
          <SaveBar dirty={dirty} saving={saving} />
          <BlockingNotice active={saving} progress={progress} />
          {confirmDialog}
        </Form>
      )}
    </Formik>
  );
}
