import { HEX_COLOUR_PATTERN } from './hex-colour';
import { contrastRatio } from './readable-text-colour';

const WHITE = '#FFFFFF';
/** The default accent when the bank's colour cannot be read (WCAG AA on white). */
const FALLBACK = '#1D4ED8';
/** WCAG AA for text: links and text buttons in the accent stay readable on the chat's white. */
const TEXT_CONTRAST = 4.5;

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0').toUpperCase();

/**
 * The bank's colour as a text colour on white (links, text buttons, a slider): the colour itself when it
 * reads well enough there, else the same hue darkened step by step until it does. A pale yellow brand
 * gives a dark olive, never an unreadable link.
 */
export function accentOnWhite(colour: string): string {
  if (!HEX_COLOUR_PATTERN.test(colour)) return FALLBACK;
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16)) as [number, number, number];
  for (let keep = 1; keep > 0; keep -= 0.05) {
    const shade = `#${hex(red * keep)}${hex(green * keep)}${hex(blue * keep)}`;
    if (contrastRatio(shade, WHITE) >= TEXT_CONTRAST) return shade;
  }
  return FALLBACK;
}
