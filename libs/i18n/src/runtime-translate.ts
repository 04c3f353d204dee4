import type { Namespace, TFunction } from 'i18next';

/**
 * Translation with a key known only at run time (a validation message a schema carries, a mail kind):
 * the compiler cannot check it, so the callers' tests translate every such key in every language.
 */
export type RuntimeTranslate = (key: string, values?: Record<string, unknown>) => string;

/** A namespace's `t` used with run-time keys; everywhere else keys are checked at compile time. */
export function runtimeTranslate<Ns extends Namespace>(t: TFunction<Ns>): RuntimeTranslate {
  return t as unknown as RuntimeTranslate;
}
