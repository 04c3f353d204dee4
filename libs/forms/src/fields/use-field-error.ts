import { getIn } from 'formik';
import { useTranslation } from 'react-i18next';
import { useFormSelector } from '../store/use-form-field';
import { translateValidationMessage } from './translate-validation-message';

/**
 * The translated error of field `name`, once the user has left the field or tried to submit;
 * before that an empty field is not yet wrong.
 */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation('forms');
  const error = useFormSelector(({ errors, touched, submitCount }) => {
    const message: unknown = getIn(errors, name);
    return typeof message === 'string' && message && (getIn(touched, name) || submitCount > 0) ? message : undefined;
  });
  return error === undefined ? undefined : translateValidationMessage(t, error);
}
