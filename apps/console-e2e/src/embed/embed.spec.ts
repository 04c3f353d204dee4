import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { DEMO_BANK_URL } from '../support/servers';
import { signIn, useEnglish } from '../support/sign-in';
import { askOnTheBanksWebsite, questionBox } from '../support/chat';

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

  test('the preview is the real chat on the drafts, follows a colour saved in Settings, and counts nothing', async ({ page, context }) => {
    await page.goto('/embed');
    const preview = page.frameLocator('iframe[title="Preview of your chat"]');
    const chat = preview.getByRole('dialog', { name: 'Vesna' });
    await expect(chat).toBeVisible();
    const bubble = () => chat.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--bubble'));
    const before = await bubble();
    const field = questionBox(preview);
    await field.fill('I lost my card, how do I block it?');
    await field.press('Enter');
    await expect(preview.getByRole('log').getByRole('listitem').last()).toContainText('Call us right away on +389 2 3200 200');
    await expectNoAccessibilityViolations(page);

    // Settings in another tab: the preview follows the saved colour at once, the conversation stays.
    const settings = await context.newPage();
    await settings.goto('/settings');
    const colour = settings.getByRole('textbox', { name: /^Message bubble colour/ });
    await colour.fill('#B00020');
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await expect(settings.getByText('Your settings have been saved.')).toBeVisible();
    await expect.poll(bubble).toBe('#B00020');
    expect(before).not.toBe('#B00020');
    await expect(preview.getByRole('log')).toContainText('I lost my card, how do I block it?');

    // The bank's own test left nothing in today's figures.
    await settings.goto('/dashboard?period=7d&view=table');
    await expect(settings.getByRole('table', { name: 'All figures by day' }).locator('tbody tr').last().getByRole('cell').first()).toHaveText('0');
  });

  test('"Try a question" answers a customer message from the drafts beside the FAQ, the products and on the embed page', async ({ page }) => {
    for (const path of ['/faq', '/products/loans']) {
      await page.goto(path);
      const main = page.getByRole('main');
      await main.getByText('Try a question', { exact: true }).click();
      await main.getByRole('textbox', { name: "A customer's message" }).fill('How do I block my card?');
      await main.getByRole('button', { name: 'Try it' }).click();
      await expect(main.getByText(/^It would answer in English, \d+% sure, with:$/)).toBeVisible();
      await expect(main.getByText('(a question from the FAQ)')).toBeVisible();
      await expectNoAccessibilityViolations(page);
    }
    await page.goto('/embed#try');
    const section = page.getByRole('region', { name: 'Try a question' });
    await section.getByRole('textbox', { name: "A customer's message" }).fill('kako da blokiram kartichka');
    await section.getByRole('button', { name: 'Try it' }).click();
    await expect(section.getByText(/^It would answer in Macedonian, \d+% sure, with:$/)).toBeVisible();
  });

  test('Settings leads to the preview', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Preview the chat' }).click();
    await expect(page).toHaveURL(/\/embed#preview$/);
    await expect(page.frameLocator('iframe[title="Preview of your chat"]').getByRole('dialog', { name: 'Vesna' })).toBeVisible();
  });

  test("a change published from the console reaches the chat on the bank's website", async ({ page }) => {
    await page.goto('/settings');
    const assistantName = page.getByRole('textbox', { name: /^Assistant name/ });
    await assistantName.fill('Mila');
    // The name as it is written in Macedonian, the language of the bank's website.
    await page.getByRole('group', { name: "The assistant's name in each language" }).getByRole('textbox', { name: 'In Macedonian' }).fill('Мила');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your settings have been saved.')).toBeVisible();

    await page.getByRole('link', { name: 'Chat on your website' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'assistant, bank details and websites' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await expect(page.getByText('Published. Your customers see the new version now.')).toBeVisible();
    await expect(page.getByText('Your customers see everything as it is in the console.')).toBeVisible();

    await page.goto(DEMO_BANK_URL);
    await expect(page.locator('iframe[title="Разговор со Мила"]')).toBeVisible();
  });

  test("a way of asking written on the FAQ page is learnt by publishing, and the customer's message then gets that answer", async ({ page, context }) => {
    const message = 'сакам штедна сметка за детето';
    const rightAnswer = 'Отворете орочен депозит „Демо Штедење“';
    await page.goto('/faq?search=term%20deposit');
    await page.getByRole('list', { name: 'Questions' }).getByRole('button', { name: /open a term deposit/u }).click();
    const phrasings = page.getByRole('region', { name: 'Customers also ask it as…' });
    await phrasings.getByRole('textbox', { name: 'In Macedonian' }).fill(message);
    await phrasings.getByRole('button', { name: 'Save the ways of asking' }).click();
    await expect(phrasings.getByText('Saved. The assistant learns them when you next publish.')).toBeVisible();

    await page.goto('/embed');
    await expect(page.getByRole('listitem').filter({ hasText: 'How customers ask: added' })).toContainText(/open a term deposit/u);
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await expect(page.getByText('Published. Your customers see the new version now.')).toBeVisible();

    const frame = await askOnTheBanksWebsite(context, message);
    await expect(frame.getByRole('log').getByRole('listitem').last()).toContainText(rightAnswer);
  });
});
