/** A finite number, or inside a rate map (`{ min, max }` of a loan, `{ minimum, yearlyRate }` of a deposit) the one under `key`. */
export function numberIn(value: unknown, key?: string): number | undefined {
  const inner = key === undefined ? value : typeof value === 'object' && value !== null ? Object.entries(value).find(([name]) => name === key)?.[1] : undefined;
  return typeof inner === 'number' && Number.isFinite(inner) ? inner : undefined;
}
