import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { signIn, useEnglish, waitForPage } from '../support/sign-in';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('the sidebar collapses to icons and stays collapsed after a reload', async ({ page }) => {
  await signIn(page);
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await expect(sidebar.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(282);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(99);
  expect(await page.evaluate(() => localStorage.getItem('collapseMenu'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  expect((await sidebar.boundingBox())?.width).toBe(99);
  // Icons only, yet every control keeps its name.
  await expect(sidebar.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(282);
  expect(await page.evaluate(() => localStorage.getItem('collapseMenu'))).toBe('false');
});

test('"Skip to content" is the first stop of the keyboard and lands on the page', async ({ page }) => {
  await signIn(page);
  // The first key press on a freshly loaded page.
  await page.reload();
  await waitForPage(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a menu button opens the sidebar as a drawer; the overlay, Escape and choosing a page close it', async ({ page }) => {
    await signIn(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();

    await menuButton.click();
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoAccessibilityViolations(page);

    // The overlay covers the page to the right of the drawer.
    await page.mouse.click(355, 400);
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await menuButton.click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await sidebar.getByRole('link', { name: 'FAQ' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test('the profile menu shows Ana, opens the account settings and signs out', async ({ page }) => {
  await signIn(page);
  const profile = page.getByRole('button', { name: 'Profile' });
  await profile.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Ana', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(profile).toBeFocused();

  await profile.click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle('Settings | Tellr');

  await profile.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session ends once the login page is reached; the page says so when it has.
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/login$/);
});

test('Escape closes the language list and an outside click closes the profile menu', async ({ page }) => {
  await signIn(page);
  const language = page.getByRole('button', { name: 'Language: English' });
  await language.click();
  await expect(page.getByRole('menu', { name: 'Language' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(language).toBeFocused();

  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.mouse.click(900, 300);
  await expect(page.getByRole('menu')).toBeHidden();
});
