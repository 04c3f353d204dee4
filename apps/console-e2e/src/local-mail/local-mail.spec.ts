import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { DEMO_ACCOUNT, useEnglish } from '../support/sign-in';

test('the mailbox says it is local only and starts empty', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/local-mail');
  await expect(page).toHaveTitle('Local mailbox | Tellr');
  await expect(page.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeVisible();
  await expect(page.getByText('no e-mail leaves the browser')).toBeVisible();
  await expect(page.getByText('No e-mails yet')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('the mailbox lists e-mails newest first and shows a new one while it is open', async ({ context }) => {
  const sender = await context.newPage();
  const mailbox = await context.newPage();
  await useEnglish(sender);
  await useEnglish(mailbox);

  // A person switches tabs to type and to look; a tab in the background runs its timers once a second.
  await sender.bringToFront();
  await sender.goto('/forgot-password');
  await sender.getByLabel('E-mail').fill(DEMO_ACCOUNT.email);
  await sender.getByRole('button', { name: 'Send reset link' }).click();
  await expect(sender).toHaveURL(/\/check-your-email$/);

  await mailbox.bringToFront();
  await mailbox.goto('/local-mail');
  await expect(mailbox.getByRole('article')).toHaveCount(1);
  const firstLink = await mailbox.getByRole('link', { name: 'Open password reset link' }).getAttribute('href');
  await expectNoAccessibilityViolations(mailbox);
  // Survives only as long as the page is not reloaded.
  await mailbox.evaluate(() => {
    window.name = 'still-the-same-page';
  });

  await sender.bringToFront();
  await sender.getByRole('link', { name: 'Use a different e-mail address' }).click();
  await expect(sender.getByLabel('E-mail')).toHaveValue(DEMO_ACCOUNT.email);
  await sender.getByRole('button', { name: 'Send reset link' }).click();
  await expect(sender).toHaveURL(/\/check-your-email$/);

  await mailbox.bringToFront();
  await expect(mailbox.getByRole('article')).toHaveCount(2);
  await expect(mailbox.getByText('2 e-mails, newest first')).toBeVisible();
  const links = mailbox.getByRole('link', { name: 'Open password reset link' });
  await expect(links.nth(1)).toHaveAttribute('href', firstLink ?? '');
  await expect(links.nth(0)).not.toHaveAttribute('href', firstLink ?? '');
  const times = await mailbox.locator('article time').evaluateAll((elements) => elements.map((element) => Date.parse(element.getAttribute('datetime') ?? '')));
  expect(times[0]).toBeGreaterThanOrEqual(times[1] ?? Infinity);
  expect(await mailbox.evaluate(() => window.name)).toBe('still-the-same-page');
});
