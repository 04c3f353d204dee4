import { expect, type Page } from '@playwright/test';

/** A fresh address per test, so that tests never share an account. */
export function newEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bank.example`;
}

/** A password field by its label; the label's text ends with the required star hidden from assistive technology. */
export function passwordField(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

export const NEW_PASSWORD = 'Secret-2026!';

/** Fills in and submits the registration form in English, and waits for the verification page. */
export async function registerAccount(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await passwordField(page, 'Password').fill(NEW_PASSWORD);
  await passwordField(page, 'Repeat password').fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Marija');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Petrovska');
  await page.getByRole('textbox', { name: 'Company' }).fill('Demo Banka');
  await page.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
}

/** The address of the newest verification link sent to `email`, read from the local mailbox. */
export async function latestVerificationLink(page: Page, email: string): Promise<string> {
  await page.goto('/local-mail');
  const message = page.getByRole('article').filter({ hasText: email }).first();
  const link = message.getByRole('link', { name: 'Open verification link' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  return href ?? '';
}
