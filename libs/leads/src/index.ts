/** The leads route's screen, loaded on first visit: `'/leads': leadsScreen` in the router's screen map. */
export const leadsScreen = () => import('./screen/LeadsScreen').then((m) => ({ Component: m.LeadsScreen }));
