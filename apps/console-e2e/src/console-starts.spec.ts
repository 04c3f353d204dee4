import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility';

test('opens the built console, redirects an unknown path to /faq and titles the page', async ({ page }) => {
  await page.goto('/no-such-page?keep=1');
  await expect(page).toHaveURL(/\/faq\?keep=1$/);
  await expect(page).toHaveTitle('ЧПП | Tellr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');
  await expect(page.getByRole('heading', { level: 1, name: 'ЧПП' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('loads every route of the specification lazily, each with its translated title', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const titles: Record<string, string> = {
    '/login': 'Login',
    '/register': 'Register',
    '/forgot-password': 'Forgot Password',
    '/check-your-email': 'Forgot Password',
    '/set-new-password': 'Forgot Password',
    '/password-reset-successfully': 'Forgot Password',
    '/verify-email-address': 'Verify Email',
    '/email-verified': 'Verify Email',
    '/verification-successful': 'Verification Successful',
    '/faq': 'FAQ',
    '/settings': 'Settings',
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Tellr`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});
