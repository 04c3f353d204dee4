import { Formik, type FormikHelpers } from 'formik';
import { Form } from '../store/Form';
import { ValidationError, object, string } from 'yup';
import { Button } from '@console/ui';
import { FormCheckbox } from '../fields/FormCheckbox';
import { FormImageInput } from '../fields/FormImageInput';
import { FormPasswordField } from '../fields/FormPasswordField';
import { FormSelectField } from '../fields/FormSelectField';
import { FormTextField } from '../fields/FormTextField';
import { FormStatus } from '../status/FormStatus';
import styles from './RegistrationExample.module.css';
import { agreementRule, passwordConfirmationRule, passwordRule, requiredEmailRule, requiredImageRule, requiredTextRule } from '@console/validation';

export interface RegistrationValues {
  email: string;
  company: string;
  customerType: string;
  password: string;
  confirmPassword: string;
  photo: File | string | null;
  agree: boolean;
}

export const emptyRegistration: RegistrationValues = {
  email: '',
  company: '',
  customerType: '',
  password: '',
  confirmPassword: '',
  photo: null,
  agree: false,
};

const schema = object({
  email: requiredEmailRule(),
  company: requiredTextRule(),
  customerType: string().required('forms:validation.required'),
  password: passwordRule(),
  confirmPassword: passwordConfirmationRule(),
  photo: requiredImageRule(),
  agree: agreementRule(),
});

export interface RegistrationExampleProps {
  onSubmit: (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => void | Promise<void>;
  initialValues?: RegistrationValues;
  /** Shows every error at once, as after a submit attempt (for stories). */
  showErrors?: boolean;
  submitError?: string;
}

/**
 * A sign-up form built from the library's fields and rules. It is a fixture for the tests and
 * the stories; the real screen lives in the auth feature. Labels are plain English here because
 * the caller owns them.
 */
export function RegistrationExample({ onSubmit, initialValues = emptyRegistration, showErrors = false, submitError }: RegistrationExampleProps) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      initialTouched={showErrors ? Object.fromEntries(Object.keys(initialValues).map((key) => [key, true])) : undefined}
      initialErrors={showErrors ? schemaErrors(initialValues) : undefined}
    >
      {({ isSubmitting }) => (
        // noValidate: the browser's own bubbles would stop the submit before formik validates.
        <Form noValidate className={styles.form}>
          <FormStatus error={submitError} />
          <FormTextField name="email" type="email" label="E-mail" autoComplete="email" required />
          <FormTextField name="company" label="Company" autoComplete="organization" required />
          <FormSelectField
            name="customerType"
            label="Customer type"
            placeholder="Choose…"
            required
            options={[
              { value: 'individual', label: 'Individual' },
              { value: 'corporate', label: 'Corporate' },
            ]}
          />
          <FormPasswordField name="password" label="Password" autoComplete="new-password" required />
          <FormPasswordField name="confirmPassword" label="Repeat password" autoComplete="new-password" required />
          <FormImageInput name="photo" label="Assistant photo" required />
          <FormCheckbox
            name="agree"
            label={
              <>
                I agree to the <a href="#terms">terms of use</a> and the <a href="#privacy">privacy policy</a>
              </>
            }
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Create account
          </Button>
        </Form>
      )}
    </Formik>
  );
}

function schemaErrors(values: RegistrationValues): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    // The first message of a field wins, as in formik's own handling.
    for (const { path, message } of error.inner) if (path && !(path in errors)) errors[path] = message;
    return errors;
  }
}
