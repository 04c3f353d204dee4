import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { DEMO_ACCOUNT, useEnglish } from '../support/sign-in';
import { newEmail, passwordField, registerAccount } from './journey';

test('registers, opens the verification link from the mailbox and continues to Home, with its launch checklist', async ({ page }) => {
  await useEnglish(page);
  const email = newEmail('register');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await registerAccount(page, email);
  await expectNoAccessibilityViolations(page);

  await page.goto('/local-mail');
  const message = page.getByRole('article').filter({ hasText: email }).first();
  await message.getByRole('link', { name: 'Open verification link' }).click();

  await expect(page).toHaveURL(/\/verification-successful$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification successful' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('0 of 3 steps done')).toBeVisible();
});

test('a page asked for while signed out opens once the person has signed in', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/products/loans');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNT.email);
  await passwordField(page, 'Password').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/products\/loans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
});

test('shows the rules of the registration form next to their fields', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await expect(page.getByText('Enter your e-mail address')).toBeVisible();
  await expect(page.getByText('You must agree to the terms of use and the privacy policy')).toBeVisible();
  await page.getByRole('button', { name: 'privacy policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectNoAccessibilityViolations(page);
});
