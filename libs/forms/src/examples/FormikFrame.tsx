import type { ReactNode } from 'react';
import { Formik } from 'formik';
import { Form } from '../store/Form';
import type { AnySchema } from 'yup';
import { Button } from '@console/ui';
import styles from './RegistrationExample.module.css';

export interface FormikFrameProps {
  initialValues: Record<string, unknown>;
  schema: AnySchema;
  /** Validates and marks every field as touched from the start, to show the error state. */
  showErrors?: boolean;
  children: ReactNode;
}

/** A minimal formik form around one field, for the fields' stories. */
export function FormikFrame({ initialValues, schema, showErrors = false, children }: FormikFrameProps) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount={showErrors}
      initialTouched={showErrors ? Object.fromEntries(Object.keys(initialValues).map((key) => [key, true])) : undefined}
      onSubmit={() => undefined}
    >
      <Form noValidate className={styles.form}>
        {children}
        <Button type="submit">Check</Button>
      </Form>
    </Formik>
  );
}
