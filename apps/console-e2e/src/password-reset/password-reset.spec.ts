import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { DEMO_ACCOUNT, signIn, useEnglish } from '../support/sign-in';

const NEW_PASSWORD = 'Tellr-Reset-2026!';

async function requestReset(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/check-your-email$/);
}

test('a forgotten password is reset through the link in the local mailbox', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Forgot password | Tellr');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await requestReset(page, DEMO_ACCOUNT.email);
  await expect(page.getByText(`If an account exists for ${DEMO_ACCOUNT.email}, we have sent a link to reset the password.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
  await expectNoAccessibilityViolations(page);

  await page.goto('/local-mail');
  const email = page.getByRole('article', { name: 'Reset your Tellr password' });
  await expect(email).toContainText(DEMO_ACCOUNT.email);
  await email.getByRole('link', { name: 'Open password reset link' }).click();

  // The code is read and taken out of the address bar (it must reach no history or page view).
  await expect(page).toHaveURL(/\/set-new-password\?lang=en$/);
  await expect(page.getByText(`Choose a new password for ${DEMO_ACCOUNT.email}.`)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const password = page.getByLabel(/^New password/);
  const repeat = page.getByLabel(/^Repeat the new password/);
  await password.fill(DEMO_ACCOUNT.password);
  await repeat.fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(password).toHaveAccessibleDescription(/The new password must differ from the ones you used before/);
  await expect(password).toBeFocused();
  await expect(repeat).toHaveValue(DEMO_ACCOUNT.password);
  await expectNoAccessibilityViolations(page);

  await password.fill(NEW_PASSWORD);
  await expect(password).not.toHaveAccessibleDescription(/must differ/);
  await repeat.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/password-reset-successfully$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your password has been changed' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNT.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or the password is incorrect' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, DEMO_ACCOUNT.email, NEW_PASSWORD);
});

test('a used or made-up link says so and leads to a new one', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/?mode=resetPassword&oobCode=made-up&lang=en');
  await expect(page).toHaveURL(/\/set-new-password\?lang=en$/);
  await expect(page.getByRole('alert', { name: 'This link cannot be used' })).toContainText('This link is not valid any more.');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the page follows the language of the link', async ({ page }) => {
  await useEnglish(page);
  await requestReset(page, DEMO_ACCOUNT.email);
  await page.goto('/local-mail');
  const href = await page.getByRole('link', { name: 'Open password reset link' }).first().getAttribute('href');
  expect(href).toMatch(/lang=en$/);

  const link = new URL(href ?? '');
  link.searchParams.set('lang', 'sq');
  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 2, name: 'Vendosni një fjalëkalim të ri' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Vendosni një fjalëkalim të ri' })).toBeVisible();
});
