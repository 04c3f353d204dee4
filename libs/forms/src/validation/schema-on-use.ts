import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/** A yup schema, or a module that exports one, fetched when first needed. */
export type LoadSchema = () => Promise<Schema>;

const isValidationError = (error: unknown): error is Parameters<typeof yupToFormErrors>[0] =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ValidationError';

async function validate<Values extends FormikValues>(values: Values, load: LoadSchema): Promise<FormikErrors<Values>> {
  try {
    await validateYupSchema(values, await load());
    return {};
  } catch (error) {
    if (isValidationError(error)) return yupToFormErrors<Values>(error);
    throw error;
  }
}

/**
 * Formik's `validate` for a schema that is imported the first time a form validates (the visitor's
 * first change, leaving a field or sending), so that a public page's first visit does not download yup
 * and the rules. The errors are those `validationSchema` would give: every field's first message.
 * Formik keeps the result that arrives last, so each run waits for the one before it: an earlier run
 * (on values since changed) can never land after a later one and show a message that no longer holds.
 */
export function schemaOnUse<Values extends FormikValues>(load: LoadSchema): (values: Values) => Promise<FormikErrors<Values>> {
  let previous: Promise<unknown> = Promise.resolve();
  return (values) => {
    const run = previous.then(() => validate(values, load));
    previous = run.catch(() => undefined);
    return run;
  };
}
