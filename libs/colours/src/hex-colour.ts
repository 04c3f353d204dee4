/** A colour as the console stores it: `#RRGGBB`. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-f]{6}$/iu;
