import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/** A yup schema, or a module that exports one, fetched when first needed. */
export type LoadSchema = () => Promise<Schema>;

const isValidationError = (error: unknown): error is Parameters<typeof yupToFormErrors>[0] =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ValidationError';

/**
 * Formik's `validate` for a schema that is imported the first time a form validates (the visitor's
 * first change, leaving a field or sending), so that a public page's first visit does not download yup
 * and the rules. The errors are those `validationSchema` would give: every field's first message.
 */
export function schemaOnUse<Values extends FormikValues>(load: LoadSchema): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    try {
      await validateYupSchema(values, await load());
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
