import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit attempt that failed validation, moves focus to the first field marked invalid (in
 * reading order), so a keyboard or screen reader user lands where the correction is needed — on a long
 * page, possibly several sections away. Place it inside the formik form whose element `formRef` holds.
 */
export function FocusFirstInvalidField({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    // Fields draw their errors in a render of their own after this one (see <Form>), in this same task.
    queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, [submitCount, isSubmitting, isValid, formRef]);
  return null;
}
