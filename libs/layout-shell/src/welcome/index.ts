// An entry point of its own: the public sign-in pages load only their frame, not the signed-in layout,
// the password-reset steps and the dialogs the main entry also names (a barrel brings every module it
// names into the page's chunks).
export { WelcomeLayout, type WelcomeLayoutProps } from './WelcomeLayout';
