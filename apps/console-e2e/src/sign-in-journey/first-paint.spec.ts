import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '../support/sign-in';

// The label's text ends with the required star, which is hidden from assistive technology.
const password = (page: Page) => page.getByLabel(/^Лозинка\s*\*?$/);

test.describe('before any JavaScript has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in and registration pages are already drawn, and cannot be sent', async ({ page }) => {
    for (const [path, heading, submit] of [
      ['/login', 'Најава', 'Најави се'],
      ['/register', 'Регистрација', 'Креирај профил'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${heading} | Tellr`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Е-пошта' })).toBeEditable();
      // A form sent before the app runs would put the password into the address.
      await expect(page.getByRole('button', { name: submit })).toBeDisabled();
    }
  });
});

test('what is typed into the drawn sign-in page before the app starts is kept, with the focus', async ({ page }) => {
  // The app's entry module is held back until the visitor has typed, as on a slow network.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts run before DOMContentLoaded: the page is used as soon as it is drawn.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Е-пошта' }).fill(DEMO_ACCOUNT.email);
  await password(page).fill(DEMO_ACCOUNT.password);
  release();

  const signIn = page.getByRole('button', { name: 'Најави се' });
  await expect(signIn).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Е-пошта' })).toHaveValue(DEMO_ACCOUNT.email);
  await expect(password(page)).toHaveValue(DEMO_ACCOUNT.password);
  await expect(password(page)).toBeFocused();
  await signIn.click();
  await expect(page).not.toHaveURL(/\/login/);
});
