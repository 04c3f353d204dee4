import { FormikProvider, useFormik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isConnectionError, isWriteConflict, loadOnce } from '@console/backend';
import { sameAccountContent, useSaveAccount, type Account } from '@console/account-data';
import { FocusFirstInvalidField, Form, FormStatus, schemaOnUse, useStoredVersion } from '@console/forms';
import { useRetryWhenOnline } from '@console/forms/guards';
import { BlockingNotice, ChangedElsewhereNotice, useConfirm, useToast } from '@console/ui';
import { AssistantSection } from '../sections/AssistantSection';
import { BankSection } from '../sections/BankSection';
import { CustomerTypeSection } from '../sections/CustomerTypeSection';
import { PersonalDetailsSection } from '../sections/PersonalDetailsSection';
import { SaveBar } from './SaveBar';
import { hasChanges, toAccountChanges, toSettingsValues, type SettingsValues } from './settings-values';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import styles from './SettingsForm.module.css';

// The rules, with yup, are fetched when the form first validates (Formik validates before it submits,
// so a save always has them): the screen does not wait for them.
const loadSettingsSchema = loadOnce(() => import('./settings-schema').then((module) => module.settingsSchema()));
const validateSettings = schemaOnUse<SettingsValues>(loadSettingsSchema);

export interface SettingsFormProps {
  /** The account as stored now, live: the form follows it while nothing is typed. */
  account: Account;
  /** What an `<img>` can show for the saved assistant photo. */
  savedPhotoUrl: string | undefined;
  /**
   * Whether the personal details were ever saved. Until they are, saving confirms them even unchanged
   * (the home checklist's third step: a new account's details came from registration, not a decision).
   */
  personalDetailsConfirmed?: boolean;
}

/**
 * The four sections as one form with one save. Only changed sections are written, and only onto the
 * version the form started from: if the account was saved elsewhere meanwhile, the form says so and
 * keeps everything typed. A failed save keeps everything typed and says why; leaving with unsaved
 * changes asks first.
 */
export function SettingsForm({ account, savedPhotoUrl, personalDetailsConfirmed = true }: SettingsFormProps) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const save = useSaveAccount();
  const { confirm, confirmDialog } = useConfirm();
  const [initialValues] = useState(() => toSettingsValues(account));
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | undefined>(undefined);

  const retry = useRetryWhenOnline();
  async function submit(typed: SettingsValues, { resetForm }: FormikHelpers<SettingsValues>) {
    setSubmitError(null);
    // The person has to choose which version goes on first.
    if (version.changedElsewhere) {
      noticeRef.current?.focus();
      return;
    }
    const values = { ...typed, ...(await loadSettingsSchema()).cast(typed), photo: typed.photo } as SettingsValues;
    // Measured against the values the form started from (a new photo stays as its file once saved, so it is not sent again).
    const changes = toAccountChanges(values, formik.initialValues, { confirmPersonalDetails: !personalDetailsConfirmed });
    if (!hasChanges(changes)) {
      toast.info(t('save.nothingToSave'));
      return;
    }
    setSaving(true);
    setProgress(changes.assistantPhoto ? 0 : undefined);
    try {
      const result = await save.mutateAsync({ changes, baseline: version.baseline, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
      version.saved(result.account);
      resetForm({ values });
      toast.success(t('save.saved'));
    } catch (error) {
      if (isWriteConflict(error)) version.refused();
      // Offline: the form stays as typed and saves itself again once the connection is back.
      else if (retry.schedule(isConnectionError(error), () => void formik.submitForm())) setSubmitError(t('errors.retryWhenOnline', { ns: 'common' }));
      else setSubmitError(t('save.failed', { reason: t(errorMessageKey(error), { ns: 'common' }) }));
    } finally {
      setSaving(false);
      setProgress(undefined);
    }
  }

  const formik = useFormik({ initialValues, validate: validateSettings, onSubmit: submit });
  const version = useStoredVersion(formik, { stored: account, same: sameAccountContent, toValues: toSettingsValues });
  const { changedElsewhere } = version;
  // A refused save is answered with the notice: focus goes there, so it is seen and read out.
  useEffect(() => {
    if (changedElsewhere === 'on-save') noticeRef.current?.focus();
  }, [changedElsewhere]);

  // The notice's buttons go away with it; saving is what comes next.
  const chosen = () => {
    setSubmitError(null);
    saveRef.current?.focus();
  };
  const loadSaved = () => {
    version.loadSaved();
    chosen();
  };
  const keepChanges = () => {
    version.keepChanges();
    chosen();
  };

  // The same elements on every render of the form: on a keystroke only the fields whose value or error
  // changed render again (through the form's field store), not all four sections.
  const sections = useMemo(
    () => (
      <>
        <PersonalDetailsSection />
        <AssistantSection savedPhotoUrl={savedPhotoUrl} photoProgress={progress} />
        <BankSection />
        <CustomerTypeSection />
      </>
    ),
    [savedPhotoUrl, progress],
  );

  return (
    <FormikProvider value={formik}>
      {/* noValidate: the browser would otherwise stop the submit on type="email" before the form's own messages. */}
      <Form ref={formRef} noValidate className={styles.form} aria-label={t('form.label')}>
        <FocusFirstInvalidField formRef={formRef} />
        <UnsavedChangesGuard dirty={formik.dirty && !saving} confirm={confirm} />
        {sections}
        <FormStatus error={submitError} />
        <SaveBar
          dirty={formik.dirty}
          saving={saving}
          saveRef={saveRef}
          notice={
            changedElsewhere && (
              <ChangedElsewhereNotice ref={noticeRef} title={t('save.changedElsewhere')} onLoadSaved={loadSaved} onKeepEditing={keepChanges} />
            )
          }
        />
        <BlockingNotice active={saving} progress={progress} />
        {confirmDialog}
      </Form>
    </FormikProvider>
  );
}
