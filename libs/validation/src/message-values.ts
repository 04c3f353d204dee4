/**
 * Formik keeps errors as strings, so a message that needs a value (the limit of "at most {{max}}
 * characters") carries it after the translation key, as `key?max=200`; the fields split it again
 * when they translate the message.
 */
export function messageWithValues(key: string, values: Readonly<Record<string, string | number>>): string {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return `${key}?${query.toString()}`;
}

/** The translation key of a validation message and the values it carries (none for a plain key). */
export function parseValidationMessage(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, values: {} };
  return { key: message.slice(0, at), values: Object.fromEntries(new URLSearchParams(message.slice(at + 1))) };
}
