import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useUnsavedChangesWarning } from '@console/forms/guards';

/** Tells the screen whether the form has unsaved changes; the browser and the language selector ask first meanwhile. */
export function DirtyReporter({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useUnsavedChangesWarning(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  return null;
}
