export type PlainMap = Record<string, unknown>;

/**
 * A map of plain data (what a document or a form's values are made of). Anything else that is an
 * object (a File, a Date, an array) is a value of its own.
 */
export function isPlainMap(value: unknown): value is PlainMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
