/** The embed route's screen, loaded on first visit: `'/embed': embedScreen` in the router's screen map. */
export const embedScreen = () => import('./screen/EmbedScreen').then((m) => ({ Component: m.EmbedScreen }));
