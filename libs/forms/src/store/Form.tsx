import { Form as FormikForm, useFormikContext, type FormikFormProps } from 'formik';
import { useLayoutEffect, useState, type Ref } from 'react';
import { createFieldStore, FieldStoreContext } from './field-store';

export interface FormProps extends FormikFormProps {
  ref?: Ref<HTMLFormElement>;
}

/**
 * Formik's `<Form>`, giving its fields the form's state through a store: a field renders again when its
 * own value or error changes, not on every keystroke anywhere in the form.
 */
export function Form(props: FormProps) {
  const state = useFormikContext<unknown>();
  const [store] = useState(createFieldStore);
  // Fields rendered in this same pass read this state; fields that were not (inside a part of the form
  // that did not render again) hear of it after the commit, in the same task, before the browser paints.
  store.update(state);
  useLayoutEffect(() => store.notify());
  return (
    <FieldStoreContext value={store}>
      <FormikForm {...props} />
    </FieldStoreContext>
  );
}
