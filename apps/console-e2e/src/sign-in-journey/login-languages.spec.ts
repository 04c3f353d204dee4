import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { passwordField } from './journey';

async function chooseLanguage(page: Page, current: string, next: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`: ${current}$`) }).click();
  await page.getByRole('menuitemradio', { name: next }).click();
  await page.waitForLoadState('load');
}

test('the login page speaks Macedonian, English and Albanian, switched with the language selector', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');
  await expect(page.getByRole('heading', { level: 1, name: 'Најава' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Е-пошта' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Најави се' })).toBeVisible();
  await expect(page.getByText('Добијте асистент со вештачка интелигенција')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await chooseLanguage(page, 'Македонски', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(passwordField(page, 'Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Login | Tellr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await chooseLanguage(page, 'English', 'Shqip');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  await expect(page.getByRole('heading', { level: 1, name: 'Hyrje' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hyr', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Hyr', exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('the welcome panel hides on a phone and the form stays', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Get an AI assistant that can automate entire departments')).toBeHidden();
  await expectNoAccessibilityViolations(page);
});
