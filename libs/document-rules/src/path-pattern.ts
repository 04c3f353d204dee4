/**
 * A document path pattern in the rules' own notation, `mode/{mode}/accounts/{uid}`: `{name}` stands for
 * one segment. Returns the segments' values by name, or null when the path is not of the pattern.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const segments = path.split('/');
  if (wanted.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = segments[index] ?? '';
    if (segment.length === 0) return null;
    const name = /^\{(\w+)\}$/u.exec(part)?.[1];
    if (name) params[name] = segment;
    else if (part !== segment) return null;
  }
  return params;
}
