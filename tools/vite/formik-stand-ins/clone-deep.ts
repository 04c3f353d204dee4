import isPlainObject from './is-plain-object';

/** Arrays and plain objects copied all the way down; other values (a File, a Date) kept as they are. */
export default function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneDeep(item)) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) copy[key] = cloneDeep(item);
  return copy as T;
}
