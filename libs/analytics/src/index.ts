/** The dashboard route's screen, loaded on first visit: `'/dashboard': dashboardScreen` in the router's screen map. */
export const dashboardScreen = () => import('./screen/DashboardScreen').then((m) => ({ Component: m.DashboardScreen }));
