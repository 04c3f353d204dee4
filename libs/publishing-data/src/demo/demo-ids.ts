/** The demo bank's public assistant id: the demo website's snippet names it. */
export const DEMO_ASSISTANT_ID = 'demo-banka';
/** The demo website runs on this computer, on another port than the console. */
export const DEMO_ALLOWED_DOMAINS = ['localhost', '127.0.0.1'];
/** The version the demo seed publishes. */
export const DEMO_VERSION = 'demo-1';
