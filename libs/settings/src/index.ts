/** The settings route's screen, loaded on first visit: `'/settings': settingsScreen` in the router's screen map. */
export const settingsScreen = () => import('./screen/SettingsScreen').then((m) => ({ Component: m.SettingsScreen }));
