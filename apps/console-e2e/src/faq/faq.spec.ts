import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { signIn, useEnglish } from '../support/sign-in';

// The editor shows every language; with the console in English these tests write the English answer.
const answerField = (page: Page) => page.getByRole('region', { name: 'English', exact: true }).getByRole('textbox', { name: 'Answer in English' });

async function openFaq(page: Page): Promise<void> {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Questions' }).getByRole('listitem').first()).toBeVisible();
}

async function openFirstUnanswered(page: Page): Promise<string> {
  await page.getByRole('switch', { name: 'Unanswered only' }).click();
  const row = page.getByRole('list', { name: 'Questions' }).getByRole('button').first();
  const question = (await row.locator('[id$="-question"]').textContent()) ?? '';
  await row.click();
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeFocused();
  return question;
}

test.describe('FAQ', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('an answer is saved, kept after a reload and shown live in a second tab', async ({ page, context }) => {
    await openFaq(page);
    const question = await openFirstUnanswered(page);

    const second = await context.newPage();
    await second.goto('/faq');
    const rowInSecond = second.getByRole('button', { name: question, exact: true });
    await expect(rowInSecond).toBeVisible();
    await expect(rowInSecond).toHaveAccessibleDescription(/^Not answered/);

    // A person switches tabs to type and to look; a tab in the background runs its timers once a second.
    const text = `Visit any branch of Demo Banka with your ID card — ${Date.now()}.`;
    await page.bringToFront();
    await answerField(page).fill(text);
    await page.getByRole('button', { name: 'Save answer in English' }).click();
    await expect(page.getByText('Answer in English saved.')).toBeVisible();

    await second.bringToFront();
    // Answered in English only: the row says it is not yet in the other two languages.
    await expect(rowInSecond).toHaveAccessibleDescription(new RegExp(`^Not yet in Macedonian, Albanian.*${text.slice(0, 30)}`));

    await page.bringToFront();
    await page.reload();
    // The filters live in the address, so the reload keeps "Unanswered only" on: switched off, the answer shows.
    const unansweredOnly = page.getByRole('switch', { name: 'Unanswered only' });
    await expect(unansweredOnly).toBeChecked();
    await unansweredOnly.click();
    await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill(text.slice(0, 40));
    const row = page.getByRole('button', { name: question, exact: true });
    await expect(row).toHaveAccessibleDescription(/^Not yet in Macedonian, Albanian/);
    await row.click();
    await expect(answerField(page)).toHaveValue(text);
  });

  test("a bank's own question is written in three languages, answered and found by its words", async ({ page }) => {
    await openFaq(page);
    const stamp = Date.now();
    const english = `Do you lend to students of the ${stamp} class?`;
    await page.getByRole('button', { name: 'Add your own question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add your own question' });
    await dialog.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Loans' });
    await dialog.getByRole('textbox', { name: /^Question in Macedonian/ }).fill(`Дали давате кредит на студенти од генерацијата ${stamp}?`);
    await dialog.getByRole('textbox', { name: /^Question in English/ }).fill(english);
    await dialog.getByRole('textbox', { name: /^Question in Albanian/ }).fill(`A u jepni kredi studentëve të brezit ${stamp}?`);
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'Add question' }).click();

    await expect(page.getByRole('heading', { level: 2, name: english })).toBeVisible();
    await answerField(page).fill('Yes: up to MKD 300,000, repaid after graduation.');
    await page.getByRole('button', { name: 'Save answer in English' }).click();
    await expect(page.getByText('Answer in English saved.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill(String(stamp));
    await expect(page.getByRole('button', { name: english, exact: true })).toHaveAccessibleDescription(/^Not yet in Macedonian, Albanian.*Your question/);
  });

  test('the top-only switch shows only the top questions', async ({ page }) => {
    await openFaq(page);
    const count = page.getByRole('status').filter({ hasText: /\d+ questions?$/ });
    const all = Number((await count.textContent())?.match(/\d+/)?.[0]);
    const toggle = page.getByRole('switch', { name: 'Top questions only' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(count).not.toHaveText(`${all} questions`);
    const top = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(all);
    const rows = page.getByRole('list', { name: 'Questions' }).getByRole('button');
    for (const row of await rows.all()) await expect(row).toHaveAccessibleDescription(/\bTop\b/);
    await toggle.click();
    await expect(count).toHaveText(`${all} questions`);
  });

  test('a language change with an unsaved answer asks first', async ({ page }) => {
    await openFaq(page);
    await openFirstUnanswered(page);
    await answerField(page).fill('A draft nobody saved');

    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitemradio', { name: /Македонски/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change the language?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(answerField(page)).toHaveValue('A draft nobody saved');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  });

  test('the FAQ screen and its editor have no accessibility violations', async ({ page }) => {
    await openFaq(page);
    await expectNoAccessibilityViolations(page);
    await openFirstUnanswered(page);
    await expectNoAccessibilityViolations(page);
  });
});
