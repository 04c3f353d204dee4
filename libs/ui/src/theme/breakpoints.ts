/**
 * The viewport widths where layouts change, one set for the stylesheets and for `matchMedia`. In `em`,
 * so that a person who enlarges the browser's default text gets the narrower layout the text needs.
 * A stylesheet writes `@media (max-width: 47.99em)` ("below tablet") or `@media (min-width: 48em)`
 * ("from tablet"): the values `below` and `from` give; a test keeps every stylesheet to them.
 */
export const BREAKPOINTS_EM = {
  /** 480 px: phones. */
  phone: 30,
  /** 640 px: large phones, a narrow window. */
  small: 40,
  /** 768 px: tablets; below it the sidebar is a drawer. */
  tablet: 48,
  /** 960 px: a laptop's narrow window. */
  laptop: 60,
  /** 1200 px: room for a list and an editor side by side. */
  desktop: 75,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS_EM;

/** The media query of widths below a breakpoint. */
export const below = (name: Breakpoint): string => `(max-width: ${BREAKPOINTS_EM[name] - 0.01}em)`;

/** The media query of widths from a breakpoint on. */
export const from = (name: Breakpoint): string => `(min-width: ${BREAKPOINTS_EM[name]}em)`;
