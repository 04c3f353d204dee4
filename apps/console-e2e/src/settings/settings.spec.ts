import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { signIn, useEnglish } from '../support/sign-in';

// A real 1×1 PNG, so the preview and the stored file are what a bank would upload.
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const photoInput = (page: Page) => page.getByLabel(/^Assistant photo/);
const photoPreview = (page: Page) => page.getByRole('group', { name: 'Assistant' }).getByRole('img', { name: 'Photo of the assistant' });

async function openSettings(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana');
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();
  await expect(page.getByText('All changes are saved.')).toBeVisible();
}

test.describe('Settings', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('a new name and photo are saved, shown in the profile menu and still there after a reload', async ({ page }) => {
    await openSettings(page);
    await expectNoAccessibilityViolations(page);

    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('Ana Marija');
    await photoInput(page).setInputFiles({ name: 'vesna.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(photoPreview(page)).toHaveJSProperty('naturalWidth', 1);
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await save(page);

    await page.getByRole('button', { name: 'Profile' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Ana Marija', { exact: true })).toBeVisible();
    await expect(menu.locator('img').first()).toHaveJSProperty('naturalWidth', 1);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana Marija');
    await expect(photoPreview(page)).toHaveJSProperty('naturalWidth', 1);
    await expectNoAccessibilityViolations(page);
  });

  test('a file that is not an image is refused with a clear message and nothing is saved', async ({ page }) => {
    await openSettings(page);
    await photoInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(photoInput(page)).toHaveAccessibleDescription(/This file type is not allowed\. Choose a PNG, JPEG, or WEBP image\./);
    await expect(page.getByText('All changes are saved.')).toBeVisible();

    // The refused file did not replace the demo portrait: nothing was saved, and a reload still shows it.
    await expect(page.getByText('Your settings have been saved.')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana');
    await expect(photoPreview(page)).toHaveAttribute('src', /^data:image\/svg\+xml/);
  });

  test('missing and wrong values are explained next to their fields, and the first one gets focus', async ({ page }) => {
    await openSettings(page);
    await page.getByRole('textbox', { name: /^Surname/ }).fill('');
    await page.getByRole('textbox', { name: /^Destination e-mail/ }).fill('leads@');
    await page.getByRole('textbox', { name: /^Message bubble colour/ }).fill('#12');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByRole('textbox', { name: /^Surname/ })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /^Surname/ })).toHaveAccessibleDescription('Field required');
    await expect(page.getByRole('textbox', { name: /^Message bubble colour/ })).toHaveAccessibleDescription(/Enter a colour as #/);
    await expect(page.getByRole('textbox', { name: /^Destination e-mail/ })).toHaveAccessibleDescription(/Invalid e-mail address/);
    await expectNoAccessibilityViolations(page);
  });

  test('the colour picker and the colour code follow each other, and leaving unsaved asks first', async ({ page }) => {
    await openSettings(page);
    const code = page.getByRole('textbox', { name: /^Message bubble colour/ });
    const picker = page.getByLabel('Pick the message bubble colour');
    await code.fill('#067647');
    await expect(picker).toHaveValue('#067647');
    await picker.fill('#ffe600');
    await expect(code).toHaveValue('#FFE600');
    await expect(page.getByText(/^Hello! I am Vesna\./)).toHaveCSS('background-color', 'rgb(255, 230, 0)');

    await page.getByRole('link', { name: 'FAQ', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(code).toHaveValue('#FFE600');

    await page.getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});
