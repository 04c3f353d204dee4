import { Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taggedText } from '@console/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessageKey, isBackendError, type ErrorMessageKey } from '@console/backend';
import { Form, FormPasswordField, FormStatus, VALIDATION_MESSAGE_VALUES } from '@console/forms';
import { Button } from '@console/ui';
import { EmailAddress } from './EmailAddress';
import { emptyNewPassword, newPasswordSchema, type NewPasswordValues } from './new-password-schema';
import { ROUTES } from '@console/routes';
import styles from './password-reset.module.css';
import { useBackend } from '@console/backend/react';

/** Refusals that concern the password typed, shown next to the field rather than above the form. */
const passwordFieldErrors: ReadonlySet<string> = new Set(['auth/password-previously-used', 'auth/weak-password', 'auth/password-does-not-meet-requirements']);
/** Refusals that mean the link itself is dead, for which only a new link helps. */
const deadLinkErrors: ReadonlySet<string> = new Set(['auth/expired-action-code', 'auth/invalid-action-code']);

export interface NewPasswordFormProps {
  oobCode: string;
  /** The account the code belongs to, as the provider confirmed it. */
  email: string;
}

export function NewPasswordForm({ oobCode, email }: NewPasswordFormProps) {
  const { t } = useTranslation(['password-reset', 'common']);
  const { auth } = useBackend();
  const navigate = useNavigate();
  const passwordInput = useRef<HTMLInputElement>(null);
  const [refused] = useState(() => new Map<string, string>());
  const [schema] = useState(() => newPasswordSchema(refused));
  const [failure, setFailure] = useState<{ errorKey: ErrorMessageKey; deadLink: boolean } | null>(null);

  const submit = async (values: NewPasswordValues, validateForm: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await auth.confirmPasswordReset(oobCode, values.password);
      // Replace: going back must not return to a link that has just been used.
      navigate(ROUTES.passwordResetSuccessfully, { replace: true, state: { email } });
    } catch (error) {
      if (isBackendError(error) && passwordFieldErrors.has(error.code)) {
        refused.set(values.password, `common:${errorMessageKey(error)}`);
        await validateForm();
        passwordInput.current?.focus();
        return;
      }
      setFailure({ errorKey: errorMessageKey(error), deadLink: isBackendError(error) && deadLinkErrors.has(error.code) });
    }
  };

  return (
    <>
      <p className={styles.lead}>
        {taggedText(t('set.forAccount'), { email: <EmailAddress email={email} /> })}
      </p>
      <Formik initialValues={emptyNewPassword} validationSchema={schema} onSubmit={(values, helpers) => submit(values, helpers.validateForm)}>
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form}>
            <FormStatus
              error={
                failure ? (
                  <>
                    {t(failure.errorKey, { ns: 'common' })}{' '}
                    {failure.deadLink && (
                      <Link className={styles.link} to={ROUTES.forgotPassword}>
                        {t('set.requestNew')}
                      </Link>
                    )}
                  </>
                ) : undefined
              }
            />
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <FormPasswordField
              ref={passwordInput}
              name="password"
              label={t('set.newPassword')}
              hint={t('set.newPasswordHint', VALIDATION_MESSAGE_VALUES)}
              autoComplete="new-password"
              required
            />
            <FormPasswordField name="confirmPassword" label={t('set.repeatPassword')} autoComplete="new-password" required />
            <Button type="submit" size="lg" loading={isSubmitting} fullWidth>
              {t('set.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
