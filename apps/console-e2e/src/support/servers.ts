/**
 * Where the end-to-end tests find the product: the console (with the widget under /widget/) and the bank's
 * sites, on ports of their own, so that the tests run while `npm start` serves 4200, 4210 and 4410.
 */
export const CONSOLE_PORT = 4300;
export const CONSOLE_URL = `http://localhost:${CONSOLE_PORT}`;
/** The demo bank's website, another origin, allowed to show the demo assistant. */
export const DEMO_BANK_URL = 'http://localhost:4420';
/** The same website on a host the demo bank did not allow. */
export const FOREIGN_SITE_URL = 'http://127.0.0.2:4421';
