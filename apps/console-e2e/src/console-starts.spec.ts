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
    '/forgot-password': 'Forgot Password',
    '/check-your-email': 'Forgot Password',
    '/set-new-password': 'Forgot Password',
    '/password-reset-successfully': 'Forgot Password',
    '/verify-email-address': 'Verify Email',
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
