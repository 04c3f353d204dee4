/** Stroke paths on a 24×24 grid, drawn in the current text colour. */
export const navigationIconPaths = {
  faq: 'M4 5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4zM9.8 8.6a2.2 2.2 0 1 1 3 2c-.5.3-.8.7-.8 1.2v.2M12 14.2v.01',
  home: 'M3 11l9-7 9 7M5.5 9.5V20h4.5v-6h4v6h4.5V9.5',
  products: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zM3 10h18M7 15h4',
  settings: 'M4 7h9m4 0h3M4 17h3m4 0h9M15 5v4M9 15v4',
} as const;

/** The icons a navigation item may use. */
export type NavigationIconName = keyof typeof navigationIconPaths;

/** The shell's own controls. */
export const controlIconPaths = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  collapse: 'M11 7l-5 5 5 5M18 7l-5 5 5 5',
  expand: 'M6 7l5 5-5 5M13 7l5 5-5 5',
} as const;

export type ControlIconName = keyof typeof controlIconPaths;
