export { HEX_COLOUR_PATTERN } from './hex-colour';
export { accentOnWhite } from './accent-on-white';
export { contrastRatio, readableTextColour, relativeLuminance } from './readable-text-colour';
