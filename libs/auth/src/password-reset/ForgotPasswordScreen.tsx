import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { object } from 'yup';
import { errorMessageKey, isBackendError, type ErrorMessageKey } from '@console/backend';
import { Form, FormStatus, FormTextField } from '@console/forms';
import { requiredEmailRule, validationMessages } from '@console/validation';
import { Button } from '@console/ui';
import { AuthScreen } from '../shared/AuthScreen';
import { emailFromState, recallResetRequest } from './reset-request';
import { ROUTES } from '@console/routes';
import { useSendResetEmail } from './use-send-reset-email';
import styles from './password-reset.module.css';

const schema = object({ email: requiredEmailRule() });

/** Step 1: the address to send the reset link to. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation(['password-reset', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const send = useSendResetEmail();
  // A key, not a text, so that the message follows a change of language.
  const [errorKey, setErrorKey] = useState<ErrorMessageKey | null>(null);
  const [initialEmail] = useState(() => emailFromState(location.state) ?? recallResetRequest()?.email ?? '');

  return (
    <AuthScreen
      title={t('common:titles.forgotPassword')}
      lead={t('forgot.intro')}
      footer={
        <>
          {t('forgot.rememberPassword')} <Link to={ROUTES.login}>{t('forgot.backToSignIn')}</Link>
        </>
      }
    >
      <Formik
        initialValues={{ email: initialEmail }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setErrorKey(null);
          const { email } = schema.cast(values);
          try {
            const request = await send(email);
            navigate(ROUTES.checkYourEmail, { state: request });
          } catch (error) {
            if (isBackendError(error) && error.code === 'auth/invalid-email') helpers.setFieldError('email', validationMessages.email);
            else setErrorKey(errorMessageKey(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          // noValidate: with type="email" the browser would block the submit before formik validates.
          <Form noValidate className={styles.form}>
            <FormStatus error={errorKey ? t(errorKey, { ns: 'common' }) : undefined} />
            <FormTextField name="email" type="email" label={t('forgot.email')} autoComplete="email" required />
            <Button type="submit" size="lg" loading={isSubmitting} fullWidth>
              {t('forgot.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </AuthScreen>
  );
}
