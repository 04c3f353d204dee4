import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility';

test('opens the built console in Macedonian; an unknown path leads a signed-out visitor to the login page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Најава | Tellr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');
  await expect(page.getByRole('heading', { level: 1, name: 'Најава' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('loads every public route lazily with its translated title, and guards the others', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const publicTitles: Record<string, string> = {
    '/login': 'Login',
    '/register': 'Register',
    '/forgot-password': 'Forgot password',
    '/check-your-email': 'Forgot password',
    '/set-new-password': 'Forgot password',
    '/password-reset-successfully': 'Forgot password',
    '/verify-email-address': 'Verify e-mail',
  };
  for (const [path, title] of Object.entries(publicTitles)) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Tellr`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  for (const path of ['/faq', '/settings', '/email-verified', '/verification-successful']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});
