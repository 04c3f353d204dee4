/** The FAQ route's screen, loaded on first visit: `'/faq': faqScreen` in the router's screen map. */
export const faqScreen = () => import('./screen/FaqScreen').then((m) => ({ Component: m.FaqScreen }));
