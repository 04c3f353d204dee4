import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FocusFirstInvalidField, Form, FormCheckbox, FormPasswordField, FormStatus, FormTextField, schemaOnUse } from '@console/forms';
import { Button } from '@console/ui';
import { AuthScreen } from '../shared/AuthScreen';
import { localeOf } from '@console/locale';
import { errorCode } from '../shared/error-code';
import { useErrorText } from '../shared/use-error-text';
import type { EmailVerifiedNavigationState } from '../email-verified/EmailVerifiedScreen';
import { AgreementLabel } from './AgreementLabel';
import { PolicyDialog, type PolicyKind } from './PolicyDialog';
import { EMAIL_IN_USE_MESSAGE, emptyRegistration, type RegisterValues } from './register-form';
import styles from '../shared/form.module.css';
import { ROUTES } from '@console/routes';
import { loadOnce } from '@console/backend';
import { useBackend } from '@console/backend/react';

/** The rules, with yup, fetched when the form first validates rather than with the page. */
const loadRegisterSchema = (takenEmails: readonly string[]) => import('./register-schema').then((module) => module.registerSchema(takenEmails));

/** Creates an account for a bank's staff member and sends the verification e-mail. */
export function RegisterScreen() {
  const { t, i18n } = useTranslation('auth');
  const backend = useBackend();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [takenEmails, setTakenEmails] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const [policy, setPolicy] = useState<PolicyKind | null>(null);
  // One schema per set of refused addresses, built when the form first validates (again after a failed fetch).
  const { schema, validate } = useMemo(() => {
    const load = loadOnce(() => loadRegisterSchema(takenEmails));
    return { schema: load, validate: schemaOnUse<RegisterValues>(load) };
  }, [takenEmails]);

  const register = async (values: RegisterValues, { setFieldError, setFieldTouched }: FormikHelpers<RegisterValues>) => {
    setFailure(undefined);
    const account = (await schema()).cast(values);
    try {
      // With the profile's data code, fetched on sending: the page itself needs none of it.
      const { registerAccount } = await import('./register-account');
      await registerAccount(backend, account, localeOf(i18n.language));
    } catch (error) {
      if (errorCode(error) === 'auth/email-already-in-use') {
        // Remembered by the schema too, so that the message stays until the address is changed.
        setTakenEmails((emails) => [...emails, account.email.toLowerCase()]);
        void setFieldTouched('email', true, false);
        setFieldError('email', EMAIL_IN_USE_MESSAGE);
        formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
        return;
      }
      setFailure(errorText(error));
      return;
    }
    const state: EmailVerifiedNavigationState = { verificationJustSent: true };
    await navigate(ROUTES.emailVerified, { state });
  };

  return (
    <AuthScreen
      title={t('titles.register', { ns: 'common' })}
      lead={t('register.lead')}
      footer={
        <>
          {t('register.haveAccount')} <Link to={ROUTES.login}>{t('register.signIn')}</Link>
        </>
      }
    >
      <Formik initialValues={emptyRegistration} validate={validate} onSubmit={register}>
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate className={styles['form']}>
            <FocusFirstInvalidField formRef={formRef} />
            <FormStatus error={failure} />
            <FormTextField name="email" type="email" label={t('fields.email')} autoComplete="email" required />
            <FormPasswordField name="password" label={t('fields.password')} autoComplete="new-password" required />
            <FormPasswordField name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" required />
            <div className={styles['row']}>
              <FormTextField name="name" label={t('fields.name')} autoComplete="given-name" required />
              <FormTextField name="surname" label={t('fields.surname')} autoComplete="family-name" required />
            </div>
            <FormTextField name="company" label={t('fields.company')} autoComplete="organization" required />
            <FormCheckbox name="agree" label={<AgreementLabel onOpen={setPolicy} />} required />
            <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
              {t('register.submit')}
            </Button>
          </Form>
        )}
      </Formik>
      <PolicyDialog policy={policy} onClose={() => setPolicy(null)} />
    </AuthScreen>
  );
}
