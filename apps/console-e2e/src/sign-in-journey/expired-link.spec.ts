import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { useEnglish } from '../support/sign-in';
import { latestVerificationLink, NEW_PASSWORD, newEmail, passwordField, registerAccount } from './journey';

const THREE_DAYS_AND_A_MINUTE = 3 * 24 * 60 * 60 * 1000 + 60_000;

test('an expired verification link explains itself and a resent one verifies the account', async ({ page }) => {
  // The local backend reads Date.now, so the page's clock decides when links expire.
  await page.clock.install();
  await useEnglish(page);
  const email = newEmail('expired');
  await registerAccount(page, email);
  const oldLink = await latestVerificationLink(page, email);

  await page.clock.fastForward(THREE_DAYS_AND_A_MINUTE);
  // Three days without activity ended the session long ago: the link waits until the person signs in.
  await expect(page.getByText('You were signed out after 30 minutes without activity. Sign in again to continue.')).toBeVisible();
  await page.goto(oldLink);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await passwordField(page, 'Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The code is read and taken out of the address bar; the page still knows the link it came from.
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Link expired! Click on the resend button and we will send another verification link');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We sent a new link to ${email}.` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link again' })).toHaveAttribute('aria-disabled', 'true');

  const newLink = await latestVerificationLink(page, email);
  expect(newLink).not.toBe(oldLink);
  await page.goto(newLink);
  await expect(page).toHaveURL(/\/verification-successful$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification successful' })).toBeVisible();
});
