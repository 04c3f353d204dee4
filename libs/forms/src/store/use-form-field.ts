import { getIn } from 'formik';
import { useCallback, useSyncExternalStore, type ChangeEvent, type FocusEvent } from 'react';
import { useFieldStore, type FormState } from './field-store';

/**
 * A part of the form's state, chosen by `select`; the component renders again only when it changes
 * (compared with `Object.is`, so `select` returns a value from the state or a primitive).
 */
export function useFormSelector<T, Values = unknown>(select: (state: FormState<Values>) => T): T {
  const store = useFieldStore();
  const read = () => select(store.get() as FormState<Values>);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The value at `name` in the form's values. */
export function useFormValue<V>(name: string): V {
  return useFormSelector((state) => getIn(state.values, name) as V);
}

export interface FormField<V> {
  name: string;
  value: V;
  onChange: (event: ChangeEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  setValue: (value: V, shouldValidate?: boolean) => void;
  setTouched: (touched: boolean, shouldValidate?: boolean) => void;
}

/** One field's value and handlers (Formik's `useField`, rendering only when this field's value changes). */
export function useFormField<V>(name: string): FormField<V> {
  const store = useFieldStore();
  const value = useFormValue<V>(name);
  // Formik keeps these the same function for the form's whole life.
  const { handleChange, handleBlur, setFieldValue, setFieldTouched } = store.get();
  const setValue = useCallback((next: V, shouldValidate?: boolean) => void setFieldValue(name, next, shouldValidate), [name, setFieldValue]);
  const setTouched = useCallback((touched: boolean, shouldValidate?: boolean) => void setFieldTouched(name, touched, shouldValidate), [name, setFieldTouched]);
  return { name, value, onChange: handleChange, onBlur: handleBlur, setValue, setTouched };
}
