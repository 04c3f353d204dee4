import { expect, test, type Page } from '@playwright/test';
import { signIn, useEnglish } from '../support/sign-in';
import { newEmail, registerAccount } from './journey';

const publicRoutes = ['/login', '/register', '/verify-email-address', '/forgot-password', '/check-your-email', '/set-new-password', '/password-reset-successfully'];
const guardedRoutes = ['/faq', '/settings', '/email-verified', '/verification-successful'];
const everyRoute = [...publicRoutes, ...guardedRoutes];

/** Opens `path`, reloads it, and says where the page ended up. */
async function reloadAt(page: Page, path: string, expected: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${expected}$`));
  await page.reload();
  await expect(page, `reloading ${path}`).toHaveURL(new RegExp(`${expected}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('reloading every route lands where the guard says', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('signed out: public pages stay, the others go to the login page', async ({ page }) => {
    for (const path of publicRoutes) await reloadAt(page, path, path);
    for (const path of guardedRoutes) await reloadAt(page, path, '/login');
  });

  test('signed in with an unverified e-mail: every page holds the user on /email-verified', async ({ page }) => {
    await registerAccount(page, newEmail('reload'));
    for (const path of everyRoute) await reloadAt(page, path, '/email-verified');
  });

  test('signed in and verified: every page opens, and /email-verified moves on', async ({ page }) => {
    await signIn(page);
    for (const path of everyRoute.filter((route) => route !== '/email-verified')) await reloadAt(page, path, path);
    await reloadAt(page, '/email-verified', '/verification-successful');
  });
});
