import { chromium } from '@playwright/test';
import { serveStatic } from '../serve-static.mjs';
import { chromiumLaunchOptions } from '../playwright-chromium.mjs';
import { LOCAL_DEMO_SIGN_IN, signIn } from './route-javascript.mjs';

/**
 * A local build served, and a page of it in Chromium with the demo bank signed in, the console in
 * `language`, at a laptop's window size. `close()` stops the browser and the server.
 */
export async function signedInConsole(dist, { language = 'mk' } = {}) {
  const server = await serveStatic(dist, 0);
  const origin = `http://localhost:${server.address().port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const close = async () => {
    await browser.close();
    server.close();
  };
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    await signIn(context, origin, LOCAL_DEMO_SIGN_IN);
    return { origin, browser, context, page: await context.newPage(), close };
  } catch (error) {
    await close();
    throw error;
  }
}
