import { safeLink } from './safe-link';

/** A piece of a bank's text: words as they are, or a web address the customer can open. */
export type TextPiece = { text: string; href?: string };

// A web address as banks write them in answers and consent texts: with a scheme, with "www.", or a bare
// host on a domain customers here know, each maybe with a path; never the domain of an e-mail address.
const ADDRESS = /(?<![@\w./-])(?:https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:mk|al|com|net|org|eu)(?:\/[^\s<>"]*)?)/giu;
/** Punctuation that ends the sentence, not the address. */
const TRAILING = /[.,;:!?)\]]+$/u;

/**
 * The text split into words and addresses; an address becomes a link only when the chat may open it
 * (`https:`, as `safeLink` decides), so a bank's text can never carry another scheme.
 */
export function textLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    const href = safeLink(/^https?:\/\//iu.test(address) ? address : `https://${address}`);
    if (!href) continue;
    if (start > from) pieces.push({ text: text.slice(from, start) });
    pieces.push({ text: address, href });
    from = start + address.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from) });
  return pieces;
}
