import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { verifyEmail } from './emulators';

// Run by run-auth-contract.mjs with the Firestore emulator the build was pointed at
// (VITE_FIREBASE_FIRESTORE_EMULATOR_HOST); without it, run-auth-contract leaves this file out.

/** A new tab of `context`, in English. */
async function englishPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  return page;
}

// One bank through both steps: the second signs in to the account the first registered.
test.describe.configure({ mode: 'serial' });
const bank = { email: `live-${Date.now()}@bank.example`, password: 'Live-data-check-2026' };

test('live data of the Firebase build: a bank registers, and its account is written through the rules', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await englishPage(context);
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(bank.email);
  for (const label of [/^Password\s*\*?$/, /^Repeat password\s*\*?$/]) await page.getByLabel(label).fill(bank.password);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Stojanova');
  await page.getByRole('textbox', { name: 'Company' }).fill('Live Data Bank');
  await page.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // The next page comes once the account's documents are stored: a refused write would keep the form.
  await expect(page).toHaveURL(/\/email-verified/);
  await context.close();
  await verifyEmail(bank.email);
});

test('live data of the Firebase build: an own question added in one tab appears in the other through its own listener', async ({ browser }) => {
  // A fresh sign-in carries the verified e-mail the rules ask for; two tabs of it read the FAQ live.
  const context = await browser.newContext();
  const first = await englishPage(context);
  await first.goto('/login');
  await first.getByRole('textbox', { name: 'E-mail' }).fill(bank.email);
  await first.getByLabel(/^Password\s*\*?$/).fill(bank.password);
  await first.getByRole('button', { name: 'Sign in' }).click();
  await expect(first).not.toHaveURL(/\/login/);
  // One tab at a time: two first loads at once, beside both emulators, would crowd two cores.
  await first.goto('/faq');
  const addButton = first.getByRole('button', { name: 'Add your own question' }).first();
  await expect(addButton).toBeVisible();
  const second = await englishPage(context);
  await second.goto('/faq');
  await expect(second.getByRole('button', { name: 'Add your own question' }).first()).toBeVisible();

  await addButton.click();
  const dialog = first.getByRole('dialog', { name: 'Add your own question' });
  const questions = dialog.getByRole('textbox');
  await expect(questions).toHaveCount(3);
  const texts = ['Дали давате студентски кредит?', 'Do you lend to students?', 'A jepni kredi për studentët?'];
  for (const [index, text] of texts.entries()) await questions.nth(index).fill(text);
  await dialog.getByRole('button', { name: 'Add question' }).click();

  await expect(first.getByText('Do you lend to students?').first()).toBeVisible();
  await expect(second.getByText('Do you lend to students?').first()).toBeVisible();
  await context.close();
});
