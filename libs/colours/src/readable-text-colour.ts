import { HEX_COLOUR_PATTERN } from './hex-colour';

const DARK_TEXT = '#0B1D36';
const LIGHT_TEXT = '#FFFFFF';

function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#RRGGBB`. */
export function relativeLuminance(colour: string): number {
  const hex = colour.slice(1);
  return 0.2126 * channel(hex.slice(0, 2)) + 0.7152 * channel(hex.slice(2, 4)) + 0.0722 * channel(hex.slice(4, 6));
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whichever of white or deep navy reads better on the bubble, so any colour the bank picks stays legible. */
export function readableTextColour(background: string): string {
  if (!HEX_COLOUR_PATTERN.test(background)) return DARK_TEXT;
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
