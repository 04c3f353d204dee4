import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/** After a submit the rules refused, moves focus to the first field marked invalid, in reading order. */
export function FocusFirstInvalidField({ formId }: { formId: string }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formId, submitCount, isSubmitting, isValid]);
  return null;
}
