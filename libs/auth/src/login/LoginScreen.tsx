import { Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { sessionSignInReturnStore } from '@console/auth-guard';
import { FocusFirstInvalidField, Form, FormPasswordField, FormStatus, FormTextField, schemaOnUse } from '@console/forms';
import { Button } from '@console/ui';
import { AuthScreen } from '../shared/AuthScreen';
import { emptyLogin, loadLoginSchema, type LoginValues } from './login-form';
import { SessionEndedNotice } from './SessionEndedNotice';
import { SignInError } from './SignInError';
import styles from '../shared/form.module.css';
import { DEFAULT_ROUTE, ROUTES } from '@console/routes';
import { useBackend } from '@console/backend/react';

/**
 * Where a signed-in user goes: the page the guard turned them away from, else the default page; the
 * guard then restores a remembered verification link or holds an unverified user.
 */
const afterSignIn = () => sessionSignInReturnStore().take() ?? DEFAULT_ROUTE;

const validateLogin = schemaOnUse<LoginValues>(loadLoginSchema);

/** E-mail and password sign-in, with the ways to an account and to a forgotten password. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const { auth } = useBackend();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // `undefined`: no failed attempt to report.
  const [failure, setFailure] = useState<{ error: unknown } | undefined>();

  const signIn = async ({ email, password }: LoginValues) => {
    setFailure(undefined);
    try {
      await auth.signIn((await loadLoginSchema()).cast({ email, password }).email, password);
    } catch (error) {
      setFailure({ error });
      return;
    }
    await navigate(afterSignIn());
  };

  return (
    <AuthScreen
      title={t('titles.login', { ns: 'common' })}
      lead={t('login.lead')}
      footer={
        <>
          {t('login.noAccount')} <Link to={ROUTES.register}>{t('login.register')}</Link>
        </>
      }
    >
      <SessionEndedNotice />
      <Formik initialValues={emptyLogin} validate={validateLogin} onSubmit={signIn}>
        {({ isSubmitting }) => (
          // noValidate: with type="email" the browser would stop the submit before the form's own messages.
          <Form ref={formRef} noValidate className={styles['form']}>
            <FocusFirstInvalidField formRef={formRef} />
            <FormStatus error={failure && <SignInError error={failure.error} />} />
            <FormTextField name="email" type="email" label={t('fields.email')} autoComplete="username" required />
            <FormPasswordField name="password" label={t('fields.password')} autoComplete="current-password" required />
            <div className={styles['aside']}>
              <Link to={ROUTES.forgotPassword}>{t('login.forgotPassword')}</Link>
            </div>
            <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
              {t('login.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </AuthScreen>
  );
}
