import { expect, test, type Page } from '@playwright/test';
import { signIn, useEnglish } from '../support/sign-in';
import { newEmail, registerAccount } from './journey';

const publicRoutes = ['/login', '/register', '/verify-email-address', '/forgot-password', '/check-your-email', '/set-new-password', '/password-reset-successfully'];
const guardedRoutes = ['/faq', '/settings', '/email-verified', '/verification-successful'];
// Each group in a test of its own, so that no test lives near its timeout as the routes grow.
const groups = [
  ['public pages', publicRoutes],
  ['signed-in pages', guardedRoutes],
] as const;

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

  test('signed out: public pages stay', async ({ page }) => {
    for (const path of publicRoutes) await reloadAt(page, path, path);
  });

  test('signed out: signed-in pages go to the login page', async ({ page }) => {
    for (const path of guardedRoutes) await reloadAt(page, path, '/login');
  });

  for (const [group, routes] of groups) {
    test(`signed in with an unverified e-mail: ${group} hold the user on /email-verified`, async ({ page }) => {
      await registerAccount(page, newEmail('reload'));
      for (const path of routes) await reloadAt(page, path, '/email-verified');
    });

    test(`signed in and verified: ${group} open, and /email-verified moves on`, async ({ page }) => {
      await signIn(page);
      for (const path of routes) await reloadAt(page, path, path === '/email-verified' ? '/verification-successful' : path);
    });
  }
});
