import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { DEMO_BANK_URL } from '../support/servers';
import { signIn, useEnglish } from '../support/sign-in';

test.describe('Chat on your website', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    await signIn(page);
  });

  test('shows the published demo assistant, its code and its websites; a refused domain keeps what was typed', async ({ page }) => {
    await page.getByRole('link', { name: 'Chat on your website' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat on your website' })).toBeVisible();
    await expect(page.getByText(/^Published on \d/)).toBeVisible();
    await expect(page.getByText('Your customers see everything as it is in the console.')).toBeVisible();
    await expect(page.getByLabel('Code of your chat')).toHaveText(/<script src="http:\/\/localhost:\d+\/widget\/loader\.js" data-assistant="demo-banka" async><\/script>/);
    await expect(page.getByRole('list', { name: 'Allowed websites' })).toContainText('localhost');
    await expectNoAccessibilityViolations(page);

    const domain = page.getByRole('textbox', { name: 'Website domain' });
    await domain.fill('bank dot mk');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(domain).toHaveAccessibleDescription(/This is not a domain/);
    await expect(domain).toHaveValue('bank dot mk');
    await domain.fill('https://www.DemoBanka.mk/krediti');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Allowed websites' })).toContainText('www.demobanka.mk');
    await expect(page.getByText('Changed since then, not yet seen by your customers:')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'assistant, bank details and websites' })).toBeVisible();
  });

  test("a change published from the console reaches the chat on the bank's website", async ({ page }) => {
    await page.goto('/settings');
    const assistantName = page.getByRole('textbox', { name: /^Assistant name/ });
    await assistantName.fill('Mila');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your settings have been saved.')).toBeVisible();

    await page.getByRole('link', { name: 'Chat on your website' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'assistant, bank details and websites' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await expect(page.getByText('Published. Your customers see the new version now.')).toBeVisible();
    await expect(page.getByText('Your customers see everything as it is in the console.')).toBeVisible();

    await page.goto(DEMO_BANK_URL);
    await expect(page.locator('iframe[title="Разговор со Mila"]')).toBeVisible();
  });
});
