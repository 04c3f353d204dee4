import { textLinks } from './text-links';

/** A bank's text with its web addresses as links that open in a new tab, away from the bank's page. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {textLinks(text).map((piece, index) =>
        piece.href ? (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer">
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
