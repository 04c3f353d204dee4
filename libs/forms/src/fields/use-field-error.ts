import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from './translate-validation-message';

/**
 * The translated error of field `name`, once the user has left the field or tried to submit;
 * before that an empty field is not yet wrong.
 */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const { t } = useTranslation('forms');
  const error: unknown = getIn(errors, name);
  const wasTouched = Boolean(getIn(touched, name));
  if (typeof error !== 'string' || !error || (!wasTouched && submitCount === 0)) return undefined;
  return translateValidationMessage(t, error);
}
