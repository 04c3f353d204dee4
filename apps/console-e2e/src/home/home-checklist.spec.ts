import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { signIn, useEnglish } from '../support/sign-in';
import { latestVerificationLink, newEmail, registerAccount } from '../sign-in-journey/journey';

// A real 1×1 PNG for the product and assistant photos.
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const step = (page: Page, title: RegExp) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

async function registerAndVerify(page: Page): Promise<void> {
  const email = newEmail('checklist');
  await registerAccount(page, email);
  await page.goto(await latestVerificationLink(page, email));
  await expect(page).toHaveURL(/\/verification-successful$/);
}

async function answerThreeQuestions(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  // A new account's standard answers are copied in first; the list is ready once that is done.
  await expect(page.getByText('Preparing your questions…')).toBeHidden();
  await page.getByRole('switch', { name: 'Unanswered only' }).click();
  for (let index = 1; index <= 3; index++) {
    const row = page.getByRole('list', { name: 'Questions' }).getByRole('button').first();
    const question = (await row.locator('[id$="-question"]').textContent()) ?? '';
    await row.click();
    await expect(page.getByRole('heading', { level: 2, name: question })).toBeFocused();
    // The bank's customers ask in three languages: each answer is written in all of them.
    for (const language of ['Macedonian', 'Albanian', 'English']) {
      await page.getByRole('textbox', { name: `Answer in ${language}` }).fill(`Our own answer number ${index} (${language}): visit any branch with your ID card.`);
      await page.getByRole('button', { name: `Save answer in ${language}` }).click();
      await expect(page.getByText(`Answer in ${language} saved.`)).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Questions' }).getByRole('button', { name: question, exact: true })).toHaveCount(0);
  }
}

async function addCard(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add card' }).first().click();
  const form = page.getByRole('dialog', { name: 'New card' });
  await form.getByRole('combobox', { name: /^Card type/ }).selectOption({ label: 'Debit' });
  await form.getByRole('combobox', { name: /^Brand/ }).selectOption({ label: 'Mastercard' });
  await form.getByLabel(/^Product photo/).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: onePixelPng });
  await form.getByRole('group', { name: /^English/ }).getByRole('textbox', { name: /^Card name/ }).fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

/** Confirms the details as they are: saving them unchanged ticks the step too. */
async function confirmPersonalDetails(page: Page): Promise<void> {
  await page.goto('/settings#personal');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();
}

// Three journeys instead of one long one, so that none lives near its timeout: a new account ticks the
// first step; another adds its first product; the demo account (answers and products in place already)
// goes on from there to ready to launch.
test('a new account starts with none of the 3 steps done, and a product written in one language does not count yet', async ({ page }) => {
  await useEnglish(page);
  await registerAndVerify(page);

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('Complete the steps before you launch your new digital employee.')).toBeVisible();
  await expect(page.getByText('0 of 3 steps done')).toBeVisible();
  await expect(step(page, /^Answer at least 3 questions/).getByText('0 of 3 answered in every language')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: 'Add products' }).click();
  await expect(page).toHaveURL(/\/products\/cards$/);
  await expect(page.getByText('No cards yet')).toBeVisible();
  await addCard(page, 'Classic debit');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  // Written in English only: it counts once it is written in the other two languages as well.
  const products = step(page, /^Add at least 3 products/);
  await expect(products.getByText('0 of 3 written in every language')).toBeVisible();
  await expect(products.getByText('By language: Macedonian 0 · English 1 · Albanian 0')).toBeVisible();
  await expect(page.getByText('0 of 3 steps done')).toBeVisible();
});

test('a new account that answers 3 questions in every language has the first step done', async ({ page }) => {
  await useEnglish(page);
  await registerAndVerify(page);

  await page.goto('/home');
  await page.getByRole('link', { name: 'Answer questions' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await answerThreeQuestions(page);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(step(page, /^Answer at least 3 questions/).getByText('3 of 3 answered in every language')).toBeVisible();
  await expect(page.getByText('1 of 3 steps done')).toBeVisible();
});

test('the demo account has its answers and products; confirming the personal details makes it ready to launch', async ({ page }) => {
  await useEnglish(page);
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByText('2 of 3 steps done')).toBeVisible();
  await expect(step(page, /^Add at least 3 products/).getByText('3 of 3 written in every language')).toBeVisible();

  await confirmPersonalDetails(page);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ready to launch' })).toBeVisible();
  await expect(page.getByText('All 3 steps done')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Steps completed' })).toHaveAttribute('aria-valuenow', '3');
  await expectNoAccessibilityViolations(page);
});
