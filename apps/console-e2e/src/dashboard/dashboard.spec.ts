import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { signIn, useEnglish } from '../support/sign-in';
import { askOnTheBanksWebsite } from '../support/chat';

// Today is the last day of the table's body (its footer holds the totals).
const todayCells = (page: Page) => page.getByRole('table', { name: 'All figures by day' }).locator('tbody tr').last().getByRole('cell');

test.describe('Dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    await signIn(page);
  });

  test("shows the demo bank's history in Macedonian, English and Albanian", async ({ page }) => {
    const languages = [
      ['mk', 'Контролна табла', /^Сесии/, 'Корисници по канал'],
      ['en', 'Dashboard', /^Sessions/, 'Users per channel'],
      ['sq', 'Paneli', /^Seanca/, 'Përdorues sipas kanalit'],
    ] as const;
    for (const [language, title, sessions, channels] of languages) {
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: sessions })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('img', { name: new RegExp(`^${channels}`) })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    }
  });

  test('switches period and grouping, shows the numbers as tables and downloads them', async ({ page }) => {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('button', { name: /^Sessions/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Whole period' });
    await page.getByRole('combobox', { name: 'Group by' }).selectOption({ label: 'Month' });
    await page.getByRole('button', { name: 'Tables' }).click();
    const table = page.getByRole('table', { name: 'All figures by month' });
    // 23 months of history and the current month, and the total.
    await expect(table.getByRole('row')).toHaveCount(1 + 24 + 1);
    await expect(page).toHaveURL(/period=all&by=month&view=table/);
    await expectNoAccessibilityViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^dashboard-all-month-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/u, '').trim().split('\r\n');
    expect(lines[0]).toBe('From,To,Sessions,Conversations,Users,Messages,Leads,Leads amount');
    // The 24 months, then the users per channel and per language, each after an empty row.
    expect(lines.indexOf('')).toBe(25);
    expect(lines.slice(25, 28)).toEqual(['', 'Users per channel', 'Channel,Users']);
    expect(lines).toContain('Language,Users');
  });

  test('downloads a CSV that Excel set to Macedonian opens in columns: semicolons, and the breakdowns too', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('language', 'mk'));
    await page.goto('/dashboard?period=6m&by=month');
    await expect(page.getByRole('button', { name: /^Сесии/ })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Преземи CSV' }).click()]);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/u, '').trim().split('\r\n');
    expect(lines[0]?.split(';').slice(0, 3)).toEqual(['Од', 'До', 'Сесии']);
    expect(lines[0]).not.toContain(',');
    expect(lines).toContain('Канал;Корисници');
    expect(lines).toContain('Јазик;Корисници');
  });

  test("a chat on the bank's website shows in today's numbers without a reload", async ({ page, context }) => {
    await page.goto('/dashboard?period=7d&view=table');
    await expect(todayCells(page).first()).toHaveText('0');

    const frame = await askOnTheBanksWebsite(context, 'Дали примате биткоин?');
    await expect(frame.getByRole('log').getByRole('listitem').last()).toBeVisible();

    // Sessions, conversations, users and messages of today, counted once each.
    await expect(todayCells(page).nth(0)).toHaveText('1');
    await expect(todayCells(page).nth(1)).toHaveText('1');
    await expect(todayCells(page).nth(2)).toHaveText('1');
    await expect(todayCells(page).nth(3)).toHaveText('1');
  });

  test('an answer the customer says was not what they asked is listed with the unanswered questions', async ({ page, context }) => {
    const frame = await askOnTheBanksWebsite(context, 'ми ја украдоа картичката во автобус');
    await frame.getByRole('button', { name: 'Не прашав за ова' }).click();
    await expect(frame.getByRole('log').getByRole('listitem').last()).toContainText('На ова прашање сѐ уште немам одговор.');

    await page.goto('/dashboard?period=7d');
    const row = page.getByRole('row', { name: /ми ја украдоа картичката во автобус/ });
    await expect(row).toContainText('Answered once, and the customer said that was not what they asked.');
    await expectNoAccessibilityViolations(page);
  });

  test('the dialog that teaches the assistant a question has no accessibility violations', async ({ page }) => {
    await page.goto('/dashboard?period=7d');
    await page.getByRole('button', { name: /^Choose the question that should answer/u }).first().click();
    const dialog = page.getByRole('dialog', { name: 'This should be answered by…' });
    await dialog.getByRole('searchbox', { name: 'Find a question' }).fill('term deposit');
    await dialog.getByRole('radio', { name: /open a term deposit/u }).check();
    await expectNoAccessibilityViolations(page);
  });

  // Teaching adds a way of asking, as the FAQ page does; the embed page's test follows such a change,
  // published, to the customer's answer.
  test('the bank teaches the assistant a message it answered wrongly: it leaves the list and waits to be published', async ({ page, context }) => {
    const message = 'сакам штедна сметка за детето';
    const frame = await askOnTheBanksWebsite(context, message);
    await expect(frame.getByRole('log').getByRole('listitem').last()).not.toContainText('Отворете орочен депозит „Демо Штедење“');
    await frame.getByRole('button', { name: 'Не прашав за ова' }).click();

    // The console's tab is behind the bank's: in front again, its animation frames run at full speed.
    await page.bringToFront();
    await page.goto('/dashboard?period=7d');
    await page.getByRole('button', { name: `Choose the question that should answer “${message}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'This should be answered by…' });
    await dialog.getByRole('searchbox', { name: 'Find a question' }).fill('term deposit');
    await dialog.getByRole('radio', { name: /open a term deposit/u }).check();
    await dialog.getByRole('button', { name: 'Teach the assistant' }).click();
    await expect(page.getByText(/^Taught: these words now ask/u)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(message, 'u') })).toHaveCount(0);

    await page.goto('/embed');
    await expect(page.getByRole('listitem').filter({ hasText: 'How customers ask: added' })).toContainText(/open a term deposit/u);
  });
});
