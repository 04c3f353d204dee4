import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { signIn, useEnglish, waitForPage } from '../support/sign-in';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('after 30 idle minutes the console warns a minute ahead, then signs out and says why', async ({ page }) => {
  // The page's clock, moved by the test: half an hour passes in an instant.
  await page.clock.install();
  await signIn(page);

  await page.clock.fastForward('29:30');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/signed out in \d+ seconds/);
  const stay = warning.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await stay.click();
  await expect(warning).toBeHidden();

  // Another 29½ idle minutes: the warning again; a minute later the session is over.
  await page.clock.fastForward('29:30');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You were signed out after 30 minutes without activity. Sign in again to continue.')).toBeVisible();
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/login$/);
});

test("signing out in another tab takes this tab to the login page, and the user's data with it", async ({ context, page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana');

  // A second tab of the same browser shares the session.
  const otherTab = await context.newPage();
  await useEnglish(otherTab);
  await otherTab.goto('/faq');
  await waitForPage(otherTab);
  await otherTab.getByRole('button', { name: 'Profile' }).click();
  await otherTab.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(otherTab.getByText('You have signed out.')).toBeVisible();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You were signed out in another tab of the console.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test('"Sign out" with unsaved changes asks first: keeping them keeps the session', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveValue('Ana');
  await name.fill('Ana Marija');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(name).toHaveValue('Ana Marija');
  // Still signed in: the profile menu still knows who.
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menu').getByText('Ana', { exact: true })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});
