import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '@console/demo-data';

export { DEMO_ACCOUNT };

/** Starts the page in English (the language selector and the other languages have their own tests). */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
}

/** Signs in through the login page, as a person would, and waits for the FAQ page. */
export async function signIn(page: Page, email: string = DEMO_ACCOUNT.email, password: string = DEMO_ACCOUNT.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  // The label's text ends with the required star, which is hidden from assistive technology.
  await page.getByLabel(/^Password\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/faq(\?|$)/);
  await waitForPage(page);
}

/** Waits until the page a person would act on is shown: its main heading, not a loading state. */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}
