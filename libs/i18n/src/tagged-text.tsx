import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<([a-z][a-z0-9]*)\s*\/>|<([a-z][a-z0-9]*)>([^<]*)<\/\2>/giu;

/**
 * A translated sentence with parts marked by tags, drawn with an element for each tag:
 * `"I agree to the <terms>terms</terms>"` with `{ terms: <button /> }`, or `"sent to <email/>"` with
 * `{ email: <EmailAddress /> }` (the element as given). What react-i18next's `Trans` does for such
 * sentences, without its parser: tags do not nest, and a tag the map does not name stays text.
 */
export function taggedText(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, selfClosing, name = selfClosing, inner] = match;
    const element = name === undefined ? undefined : components[name];
    if (!element) continue;
    parts.push(text.slice(at, match.index), <Fragment key={parts.length}>{inner === undefined ? element : cloneElement(element, {}, inner)}</Fragment>);
    at = match.index + whole.length;
  }
  parts.push(text.slice(at));
  return parts;
}
