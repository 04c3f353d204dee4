import { expect, test } from '@playwright/test';
import { useEnglish } from '../support/sign-in';
import { latestVerificationLink, NEW_PASSWORD, newEmail, passwordField, registerAccount } from './journey';

test('a verification link opened while signed out is applied after signing in', async ({ page }) => {
  await useEnglish(page);
  const email = newEmail('later');
  await registerAccount(page, email);
  const link = await latestVerificationLink(page, email);
  await page.goto('/email-verified');
  await page.getByRole('button', { name: 'Use another account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await passwordField(page, 'Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/verification-successful$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification successful' })).toBeVisible();
});
