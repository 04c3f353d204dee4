export { HEX_COLOUR_PATTERN } from './hex-colour';
export { contrastRatio, readableTextColour, relativeLuminance } from './readable-text-colour';
