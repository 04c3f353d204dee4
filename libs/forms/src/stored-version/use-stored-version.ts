import type { FormikProps } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepDraftChanges, samePlainData } from '@console/plain-data';

/** How the form learned that the stored version changed: it arrived while editing, or a save was refused. */
export type ChangedElsewhere = 'while-editing' | 'on-save';

export interface StoredVersionOptions<S, V> {
  /** What is stored now, as it arrives live (a new object for each arrival). */
  stored: S;
  /** Whether two stored versions hold the same content, as far as this form is concerned. */
  same: (a: S, b: S) => boolean;
  /** The form's values for a stored version. */
  toValues: (stored: S) => V;
}

export interface StoredVersion<S> {
  /** The stored version the form's values started from: what a save must still find stored. */
  baseline: S;
  /** Set while the stored version changed under changes the person has not saved, until they choose. */
  changedElsewhere: ChangedElsewhere | null;
  /** A save found another version stored (a write conflict): say so, keep everything typed. */
  refused: () => void;
  /** A save went through: `version` is what it left stored, the baseline of the next one. */
  saved: (version: S) => void;
  /** Drops the changes for the version stored now. */
  loadSaved: () => void;
  /** Moves the changes onto the version stored now: what the person changed stays, the rest follows it. */
  keepChanges: () => void;
}

type Form<V> = Pick<FormikProps<V>, 'dirty' | 'values' | 'initialValues' | 'isSubmitting' | 'resetForm' | 'setValues'>;

/**
 * Keeps a formik form in step with the stored data it edits. While the form has no changes it follows
 * every new stored version; once it has, a new version leaves what was typed alone and raises
 * `changedElsewhere` until the person chooses (`loadSaved` or `keepChanges`). While a save is under way
 * new versions wait: the save's outcome (`saved` or `refused`) decides. Call it in the component that
 * owns the form (`useFormik`).
 */
export function useStoredVersion<S, V>(form: Form<V>, { stored, same, toValues }: StoredVersionOptions<S, V>): StoredVersion<S> {
  const [baseline, setBaseline] = useState(stored);
  const [seen, setSeen] = useState(stored);
  const [changedElsewhere, setChangedElsewhere] = useState<ChangedElsewhere | null>(null);
  // Values to reset a clean form to; formik's state can only be changed after this render.
  const [follow, setFollow] = useState<V | null>(null);

  if (stored !== seen && !form.isSubmitting) {
    setSeen(stored);
    if (!same(stored, baseline)) {
      const values = toValues(stored);
      // Nothing typed would be lost (or it is exactly what was typed): the form simply follows.
      if (!form.dirty || samePlainData(values, form.values)) {
        setBaseline(stored);
        setChangedElsewhere(null);
        setFollow(values);
      } else if (changedElsewhere === null) {
        setChangedElsewhere('while-editing');
      }
    }
  }

  const { resetForm, setValues } = form;
  const followed = useRef<V | null>(null);
  useEffect(() => {
    if (follow === null || followed.current === follow) return;
    followed.current = follow;
    resetForm({ values: follow });
  }, [follow, resetForm]);

  const refused = useCallback(() => setChangedElsewhere('on-save'), []);
  const saved = useCallback((version: S) => {
    setBaseline(version);
    setChangedElsewhere(null);
  }, []);

  const loadSaved = () => {
    resetForm({ values: toValues(stored) });
    setBaseline(stored);
    setChangedElsewhere(null);
  };

  const keepChanges = () => {
    const next = toValues(stored);
    const kept = keepDraftChanges(form.values, form.initialValues, next);
    resetForm({ values: next });
    void setValues(kept, false);
    setBaseline(stored);
    setChangedElsewhere(null);
  };

  return { baseline, changedElsewhere, refused, saved, loadSaved, keepChanges };
}
