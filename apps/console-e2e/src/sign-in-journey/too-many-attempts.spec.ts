import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { passwordField } from './journey';
import { DEMO_ACCOUNT, useEnglish } from '../support/sign-in';

test('after five wrong passwords even the right one gets "Too many attempts", with the time to try again', async ({ page }) => {
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

  // Each attempt runs to its end (the button stops being busy) before the next, as a person would wait.
  // A wrong password never learns of the lock: it gets the same answer every time.
  for (let attempt = 2; attempt <= 5; attempt++) {
    await submit.click();
    await expect(submit).not.toHaveAttribute('aria-busy', 'true');
    await expect(alert).toHaveText('The e-mail or the password is incorrect');
  }
  await passwordField(page, 'Password').fill(DEMO_ACCOUNT.password);
  await submit.click();
  // The local backend locks for a minute and says until when; the time is written in 24 hours.
  await expect(alert).toHaveText(/^Too many attempts\. Try again at \d{2}:\d{2}\.$/);
  await expect(page).toHaveURL(/\/login/);
});
