import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { signIn, useEnglish } from '../support/sign-in';

// A 1×1 PNG: a real image, so the preview and the stored file are what a bank would upload.
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function switchLanguage(page: Page, currentLabel: RegExp, language: RegExp): Promise<void> {
  await page.getByRole('button', { name: currentLabel }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test.describe('Products', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    await signIn(page);
  });

  test('the cards page and the new card form have no accessibility violations', async ({ page }) => {
    await page.goto('/products/cards');
    await expect(page.getByRole('article', { name: 'Visa debit card' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Add card' }).first().click();
    await expect(page.getByRole('dialog', { name: 'New card' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('a card written in English and Macedonian side by side is in every language, Albanian marked untranslated, and deleted from all of them', async ({ page }) => {
    const stamp = Date.now();
    const name = `Visa Platinum ${stamp}`;
    const macedonianName = `Виза Платинум ${stamp}`;
    await page.goto('/products/cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
    // The demo bank's own cards are listed already.
    await expect(page.getByRole('article', { name: 'Visa debit card' })).toBeVisible();

    await page.getByRole('button', { name: 'Add card' }).first().click();
    const form = page.getByRole('dialog', { name: 'New card' });
    await expect(form).toBeVisible();
    await form.getByRole('combobox', { name: /^Card type/ }).selectOption({ label: 'Credit' });
    await form.getByRole('combobox', { name: /^Brand/ }).selectOption({ label: 'Visa' });
    await form.getByRole('textbox', { name: 'Price (annual fee)' }).fill('1500');
    await form.getByLabel(/^Product photo/).setInputFiles({ name: 'visa.png', mimeType: 'image/png', buffer: onePixelPng });
    await form.getByRole('group', { name: /^English/ }).getByRole('textbox', { name: /^Card name/ }).fill(name);
    await form.getByRole('group', { name: /^Macedonian/ }).getByRole('textbox', { name: /^Card name/ }).fill(macedonianName);
    await form.getByRole('button', { name: 'Save' }).click();

    const tile = page.getByRole('article', { name });
    await expect(tile).toBeVisible();
    await expect(form).toBeHidden();
    await expect(tile.getByText('Not translated yet')).toHaveCount(0);
    await expect(tile.locator('img')).toHaveJSProperty('naturalWidth', 1);
    await expectNoAccessibilityViolations(page);

    await switchLanguage(page, /^Language:/, /Македонски/);
    await expect(page.getByRole('heading', { level: 1, name: 'Картички' })).toBeVisible();
    const macedonian = page.getByRole('article', { name: macedonianName });
    await expect(macedonian).toBeVisible();
    await expect(macedonian.getByText('Сѐ уште не е преведено')).toHaveCount(0);

    await switchLanguage(page, /^Јазик:/, /Shqip/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kartelat' })).toBeVisible();
    const albanian = page.getByRole('article', { name });
    await expect(albanian.getByText('Ende e papërkthyer')).toBeVisible();

    await albanian.getByRole('button', { name: `Fshi “${name}”` }).click();
    const question = page.getByRole('alertdialog', { name: `Të fshihet “${name}”?` });
    await expect(question).toContainText('maqedonisht, anglisht dhe shqip');
    await question.getByRole('button', { name: 'Fshi në të gjitha gjuhët' }).click();
    await expect(albanian).toBeHidden();

    await switchLanguage(page, /^Gjuha:/, /Македонски/);
    await expect(page.getByRole('heading', { level: 1, name: 'Картички' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: macedonianName })).toHaveCount(0);

    await switchLanguage(page, /^Јазик:/, /English/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Visa debit card' })).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });

  test('a loan whose minimum amount is above its maximum is refused, with the message next to the field', async ({ page }) => {
    await page.goto('/products/loans');
    await expect(page.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
    await page.getByRole('button', { name: 'Add loan' }).first().click();
    const form = page.getByRole('dialog', { name: 'New loan' });
    await form.getByRole('combobox', { name: /^Loan type/ }).selectOption({ label: 'Housing loan' });
    await form.getByRole('group', { name: /^English/ }).getByRole('textbox', { name: /^Loan name/ }).fill('Housing loan in euros');
    await form.getByLabel(/^Product photo/).setInputFiles({ name: 'home.png', mimeType: 'image/png', buffer: onePixelPng });
    await form.getByRole('textbox', { name: 'Minimum amount' }).fill('50000');
    await form.getByRole('textbox', { name: 'Maximum amount' }).fill('10000');
    await form.getByRole('button', { name: 'Save' }).click();

    const minimum = form.getByRole('textbox', { name: 'Minimum amount' });
    await expect(minimum).toBeFocused();
    await expect(minimum).toHaveAccessibleDescription(/^The minimum cannot be larger than the maximum/);
    await expect(form.getByRole('alert')).toHaveText('Please correct the marked field.');
    await expectNoAccessibilityViolations(page);
    await expect(form).toBeVisible();
  });

  test('a rate typed with the decimal comma in Macedonian is saved as 3,9 %, not 39 %', async ({ page }) => {
    await switchLanguage(page, /^Language:/, /Македонски/);
    await page.goto('/products/loans');
    await expect(page.getByRole('heading', { level: 1, name: 'Кредити' })).toBeVisible();
    await page.getByRole('button', { name: 'Додај кредит' }).first().click();
    const form = page.getByRole('dialog', { name: 'Нов кредит' });
    await form.getByRole('combobox', { name: /^Вид на кредит/ }).selectOption('HOME');
    await form.getByRole('group', { name: /^македонски/ }).getByRole('textbox', { name: /^Име на кредитот/ }).fill('Станбен кредит 3,9');
    await form.getByLabel(/^Фотографија на производот/).setInputFiles({ name: 'home.png', mimeType: 'image/png', buffer: onePixelPng });
    const fixed = form.getByRole('group', { name: /^Фиксна каматна стапка/ });
    await fixed.getByRole('textbox', { name: 'Од' }).fill('3,9');
    await fixed.getByRole('textbox', { name: 'До' }).fill('4,5');
    const minimum = form.getByRole('textbox', { name: 'Минимален износ' });
    await minimum.fill('600000');
    await minimum.blur();
    await expect(minimum).toHaveValue('600.000');
    await form.getByRole('button', { name: 'Зачувај' }).click();

    const card = page.getByRole('article', { name: 'Станбен кредит 3,9' });
    await expect(card).toContainText(/3,9–4,5\s%/u);
    await expect(card).toContainText(/600\.000\sден\./u);
    // A rate read without its decimal comma would show as 39 %.
    await expect(card).not.toContainText(/(^|[^\d,])39\s%/u);
    await expectNoAccessibilityViolations(page);
  });

  test('a deposit written in Albanian takes its rates with the decimal comma, per term too, and shows them as Albanian writes them', async ({ page }) => {
    await page.goto('/products/deposits');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
    await switchLanguage(page, /^Language:/, /Shqip/);
    await expect(page.getByRole('heading', { level: 1, name: 'Depozitat' })).toBeVisible();
    await page.getByRole('button', { name: 'Shto depozitë' }).first().click();
    const form = page.getByRole('dialog', { name: 'Depozitë e re' });
    await form.getByRole('combobox', { name: /^Lloji i depozitës/ }).selectOption('term');
    const name = `Depozitë me afat ${Date.now()}`;
    await form.getByRole('group', { name: /^shqip/ }).getByRole('textbox', { name: /^Emri i depozitës/ }).fill(name);
    await form.getByLabel(/^Fotografia e produktit/).setInputFiles({ name: 'deposit.png', mimeType: 'image/png', buffer: onePixelPng });
    const byTerm = form.getByRole('group', { name: /^Norma vjetore e interesit sipas afatit/ });
    await byTerm.getByRole('textbox', { name: '3 muaj' }).fill('1,5');
    await byTerm.getByRole('textbox', { name: '12 muaj' }).fill('3,9');
    await form.getByRole('button', { name: 'Ruaj' }).click();

    const tile = page.getByRole('article', { name });
    // The rates as the chat's card shows them: their range, and each term's own.
    await expect(tile).toContainText(/1,5–3,9\s%/u);
    await expect(tile).toContainText(/12 muaj: 3,9\s%/u);
    // Not the bare "39" alone: the product's name carries the clock's digits.
    await expect(tile).not.toContainText(/(^|[^\d,])39\s%/u);
    await expectNoAccessibilityViolations(page);
  });
});

