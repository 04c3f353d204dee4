/** The product routes' screens, each loaded on first visit: `'/products/cards': productScreens.cards`, … in the router's screen map. */
export const productScreens = {
  cards: () => import('./screen/product-screens').then((m) => ({ Component: m.CardsScreen })),
  loans: () => import('./screen/product-screens').then((m) => ({ Component: m.LoansScreen })),
  deposits: () => import('./screen/product-screens').then((m) => ({ Component: m.DepositsScreen })),
};
