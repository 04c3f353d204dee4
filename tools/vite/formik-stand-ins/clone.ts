/** A shallow copy: of an array, or of an object with its prototype kept; other values as they are. */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return [...value] as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as T;
}
