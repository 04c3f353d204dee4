/** Lazy loader of the mailbox screen in the data router's `lazy` shape: its code loads only on /local-mail. */
export const localMailScreen = () => import('./LocalMailScreen').then((m) => ({ Component: m.LocalMailScreen }));
