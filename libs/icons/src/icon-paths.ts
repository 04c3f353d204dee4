/** Stroke paths on a 24×24 grid, drawn in the current text colour. */
export const iconPaths = {
  close: 'M6 6l12 12M18 6L6 18',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  chevronDown: 'M6 9l6 6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 8v5m0 3.5v.01M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 11v6m0-9.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  success: 'M8 12.5l2.8 2.8L16.5 9.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  image: 'M4 5h16v14H4zM4 16l4.5-4.5 4 4 2.5-2.5L20 18M15.5 9.5v.01',
  upload: 'M12 16V4m0 0L7 9m5-5l5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3',
  trash: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  // Navigation
  faq: 'M4 5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4zM9.8 8.6a2.2 2.2 0 1 1 3 2c-.5.3-.8.7-.8 1.2v.2M12 14.2v.01',
  home: 'M3 11l9-7 9 7M5.5 9.5V20h4.5v-6h4v6h4.5V9.5',
  dashboard: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6M20 16V6',
  embed: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14',
  leads: 'M4 6h16v12H4zM4 7l8 6 8-6',
  products: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zM3 10h18M7 15h4',
  settings: 'M4 7h9m4 0h3M4 17h3m4 0h9M15 5v4M9 15v4',
  // The shell's controls and the profile menu
  menu: 'M4 7h16M4 12h16M4 17h16',
  collapse: 'M11 7l-5 5 5 5M18 7l-5 5 5 5',
  expand: 'M6 7l5 5-5 5M13 7l5 5-5 5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
  account: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 20a7 7 0 0 1 10.5-6M17.5 14v6M14.5 17h6',
  signOut: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 8l-4 4 4 4M6 12h10',
} as const;

export type IconName = keyof typeof iconPaths;
