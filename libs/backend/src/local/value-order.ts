/** Firestore's order of value types: null < booleans < numbers < strings < arrays < maps. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (Array.isArray(value)) return 5;
  return 6;
}

export function sameTypeOrder(a: unknown, b: unknown): boolean {
  return typeRank(a) === typeRank(b);
}

/** Negative, zero or positive, as Firestore orders two values. */
export function compareValues(a: unknown, b: unknown): number {
  const rankDifference = typeRank(a) - typeRank(b);
  if (rankDifference !== 0) return rankDifference;
  if (typeof a === 'boolean' || typeof a === 'number') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let index = 0; index < Math.min(a.length, b.length); index++) {
      const difference = compareValues(a[index], b[index]);
      if (difference !== 0) return difference;
    }
    return a.length - b.length;
  }
  if (a === null) return 0;
  const left = JSON.stringify(a);
  const right = JSON.stringify(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b) || (typeof a === 'object' && a !== null)) {
    return sameTypeOrder(a, b) && JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
}
