import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { passwordField } from './journey';
import { DEMO_ACCOUNT, useEnglish } from '../support/sign-in';

test('wrong passwords on the demo account end in "Too many attempts, try again later"', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNT.email);
  await passwordField(page, 'Password').fill('not-the-password');
  const alert = page.getByRole('main').getByRole('alert');
  const submit = page.getByRole('button', { name: 'Sign in' });

  await submit.click();
  await expect(alert).toHaveText('The e-mail or the password is incorrect');
  await expectNoAccessibilityViolations(page);
  // Everything typed stays, so a correction needs no retyping.
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_ACCOUNT.email);
  await expect(passwordField(page, 'Password')).toHaveValue('not-the-password');

  // Clicks made while an attempt is still running are ignored, so keep trying until the lock answers.
  await expect(async () => {
    await submit.click();
    await expect(alert).toHaveText('Too many attempts, try again later', { timeout: 1_500 });
  }).toPass({ timeout: 25_000 });
  await expect(alert).toHaveText('Too many attempts, try again later');
});
