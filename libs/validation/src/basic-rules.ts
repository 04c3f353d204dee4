import { boolean, mixed, string } from 'yup';
import { maxLengthMessage } from './length-rules';
import { validationMessages } from './validation-messages';

/** A required text; only spaces count as empty. With `max`, at most that many characters once trimmed. */
export function requiredTextRule(max?: number) {
  const rule = string().trim().required(validationMessages.required);
  return max === undefined ? rule : rule.max(max, maxLengthMessage(max));
}

/** The terms-and-privacy agreement: the box must be ticked. */
export function agreementRule() {
  return boolean().required(validationMessages.agreementRequired).isTrue(validationMessages.agreementRequired);
}

/** A chosen image file, or the URL of one already saved ("Image is required"). */
export function requiredImageRule() {
  return mixed<File | string>()
    .nullable()
    .test('image-required', validationMessages.imageRequired, (value) =>
      typeof File !== 'undefined' && value instanceof File ? value.size > 0 : typeof value === 'string' && value.trim() !== '',
    );
}
