import { createContext, useContext } from 'react';
import type { FormikContextType } from 'formik';

export type FormState<Values = unknown> = FormikContextType<Values>;

/**
 * The form's state as a store each field reads its own part of. Formik's context is a new object on every
 * keystroke, so every field using it renders again, the whole form per key; through this store a field
 * renders again only when its value or its shown error changes.
 */
export interface FieldStore {
  get(): FormState;
  /** Takes the state a render of the form is drawing, before its fields read it. */
  update(state: FormState): void;
  /** Tells the fields the state changed; those whose part changed render again. */
  notify(): void;
  subscribe(listener: () => void): () => void;
}

const OUTSIDE_FORM = 'A form field is used outside the console’s <Form> (import it from @console/forms).';

export function createFieldStore(): FieldStore {
  let current: FormState | null = null;
  const listeners = new Set<() => void>();
  return {
    get() {
      if (!current) throw new Error(OUTSIDE_FORM);
      return current;
    },
    update(state) {
      current = state;
    },
    notify() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const FieldStoreContext = createContext<FieldStore | null>(null);

export function useFieldStore(): FieldStore {
  const store = useContext(FieldStoreContext);
  if (!store) throw new Error(OUTSIDE_FORM);
  return store;
}
