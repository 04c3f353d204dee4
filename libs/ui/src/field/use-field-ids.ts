import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  /** The ids of the hint and error that are shown, for aria-describedby (undefined when none). */
  describedBy: (parts: { hint?: unknown; error?: unknown; extra?: string }) => string | undefined;
}

/** Stable ids tying a control to its label, hint and error text. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `field${generated}`;
  return {
    inputId,
    hintId: `${inputId}-hint`,
    errorId: `${inputId}-error`,
    describedBy: ({ hint, error, extra }) =>
      [hint ? `${inputId}-hint` : undefined, error ? `${inputId}-error` : undefined, extra].filter(Boolean).join(' ') ||
      undefined,
  };
}
