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
 * Formik applies each result as it arrives, and the first ones wait for the import: a result for values
 * since changed could land after the visitor had moved on (a "required" flashing under a field just
 * filled, the form shifting under their click). So every run answers with the errors of the latest
 * values asked about.
 */
export function schemaOnUse<Values extends FormikValues>(load: LoadSchema): (values: Values) => Promise<FormikErrors<Values>> {
  let latest: Promise<FormikErrors<Values>> = Promise.resolve({});
  const latestErrors = async (): Promise<FormikErrors<Values>> => {
    const awaited = latest;
    const errors = await awaited;
    return awaited === latest ? errors : latestErrors();
  };
  return (values) => {
    latest = validate(values, load);
    return latestErrors();
  };
}
