// lodash's grammar of property paths: names between dots, and [index] or ["quoted name"] in brackets.
const propertyName = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const escapeChar = /\\(\\)?/g;

/** `a.b[0]["c"]` → `['a', 'b', '0', 'c']`; an array is taken as a path already split. */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((segment) => String(segment));
  const text = String(value);
  const segments: string[] = [];
  if (text.charCodeAt(0) === 46 /* . */) segments.push('');
  text.replace(propertyName, (match: string, number: string | undefined, quote: string | undefined, quoted: string | undefined) => {
    segments.push(quote ? (quoted ?? '').replace(escapeChar, '$1') : (number ?? match));
    return match;
  });
  return segments;
}
