/** The home route's screen, loaded on first visit: `'/home': homeScreen` in the router's screen map. */
export const homeScreen = () => import('./screen/HomeScreen').then((m) => ({ Component: m.HomeScreen }));
