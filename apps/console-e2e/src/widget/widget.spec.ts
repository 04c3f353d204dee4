import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { questionBox } from '../support/chat';
import { DEMO_BANK_URL, FOREIGN_SITE_URL } from '../support/servers';
import { signIn, useEnglish } from '../support/sign-in';

// The demo bank's website (another origin than the console) embeds the demo assistant, published by the
// demo seed; its page is Macedonian (<html lang="mk">), so the chat starts in Macedonian.
const chat = (page: Page): FrameLocator => page.frameLocator('iframe[title="Разговор со Весна"]');

async function openChat(page: Page): Promise<FrameLocator> {
  await page.goto(DEMO_BANK_URL);
  const frame = chat(page);
  // The assistant's name as it is written in Macedonian, the page's language.
  await frame.getByRole('button', { name: /^Разговарајте со Весна/ }).click();
  await expect(frame.getByRole('dialog', { name: 'Весна' })).toBeVisible();
  return frame;
}

async function ask(frame: FrameLocator, question: string): Promise<void> {
  const field = questionBox(frame);
  await field.fill(question);
  await field.press('Enter');
  await expect(frame.getByRole('log').getByRole('listitem').nth(-2)).toContainText(question);
}

const lastReply = (frame: FrameLocator) => frame.getByRole('log').getByRole('listitem').last();

test.describe('The chat on the bank’s website', () => {
  test("answers with the bank's own answers in Macedonian (Cyrillic and Latin), English and Albanian", async ({ page }) => {
    const frame = await openChat(page);
    await expect(frame.getByRole('log')).toContainText('Добар ден! Јас сум Весна');
    await expectNoAccessibilityViolations(page);

    await ask(frame, 'Изгубив ја картичката, како да ја блокирам?');
    await expect(lastReply(frame)).toContainText('Јавете ни се веднаш на +389 2 3200 200');
    await ask(frame, 'kako da ja blokiram karticata');
    await expect(lastReply(frame)).toContainText('Јавете ни се веднаш на +389 2 3200 200');

    await frame.getByRole('combobox', { name: 'Јазик' }).selectOption('en');
    await expect(frame.getByRole('textbox', { name: 'Your question' })).toBeVisible();
    await ask(frame, 'I lost my card, how do I block it?');
    await expect(lastReply(frame)).toContainText('Call us right away on +389 2 3200 200');

    await frame.getByRole('combobox', { name: 'Language' }).selectOption('sq');
    await ask(frame, 'kam humbur kartelen, si ta bllokoj');
    await expect(lastReply(frame)).toContainText('Na telefononi menjëherë në +389 2 3200 200');
    await expectNoAccessibilityViolations(page);
  });

  test('shows its whole header and greeting on a short phone screen (390 × 480 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 480 });
    const frame = await openChat(page);
    const dialog = frame.getByRole('dialog', { name: 'Весна' });
    await expect(dialog.getByRole('heading', { level: 1, name: 'Весна' })).toBeInViewport({ ratio: 1 });
    await expect(frame.getByRole('log').getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
    await expect(frame.getByRole('textbox', { name: 'Вашето прашање' })).toBeInViewport({ ratio: 1 });
  });

  test('shows a product the customer names as a card with its figures, and says so when it has no answer, with the bank’s phone', async ({ page }) => {
    const frame = await openChat(page);
    await ask(frame, 'stanben kredit moj dom');
    const card = lastReply(frame).getByRole('article', { name: 'Станбен кредит „Мој дом“ во евра' });
    await expect(card).toContainText('4,2–4,9 %');
    await expect(card).toContainText('5–30 години');
    await expect(card).toContainText('Ефективна каматна стапка (ЕКС)');
    await expect(card).toContainText('4,61 %');
    // The loan's own calculator: moving the term slider changes the instalment.
    const instalment = card.getByRole('status');
    const before = await instalment.textContent();
    await card.getByRole('slider', { name: /^Рок на отплата/ }).press('End');
    await expect(instalment).not.toHaveText(before ?? '');
    await expectNoAccessibilityViolations(page);

    await ask(frame, 'Дали можам да купам биткоин преку вас?');
    await expect(lastReply(frame)).toContainText('На ова прашање сѐ уште немам одговор.');
    await expect(lastReply(frame).getByRole('link', { name: 'Јавете ни се на +389 2 3200 200' })).toHaveAttribute('href', 'tel:+38923200200');
    await expectNoAccessibilityViolations(page);
  });

  test('answers a question about a kind of product the bank did not answer in its FAQ with its products of that kind', async ({ page }) => {
    const frame = await openChat(page);
    await ask(frame, 'stanben kredit');
    await expect(lastReply(frame).getByRole('article', { name: 'Станбен кредит „Мој дом“ во евра' })).toContainText('4,2–4,9 %');
    await expect(lastReply(frame).getByRole('article')).toHaveCount(1);
    await expectNoAccessibilityViolations(page);
  });

  test('works from the keyboard: Enter opens, Enter asks, Escape closes and gives the focus back to the launcher', async ({ page }) => {
    await page.goto(DEMO_BANK_URL);
    const frame = chat(page);
    const launcher = frame.getByRole('button', { name: /^Разговарајте со Весна/ });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const field = frame.getByRole('textbox', { name: 'Вашето прашање' });
    await expect(field).toBeFocused();
    await page.keyboard.type('колку чини сметката');
    await page.keyboard.press('Enter');
    await expect(lastReply(frame)).toContainText('90 денари месечно');
    await page.keyboard.press('Escape');
    await expect(frame.getByRole('dialog')).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('on a first visit, shows the launcher without the demo data, which is loaded and seeded when the chat opens', async ({ page }) => {
    // The demo data is built, catalogue and all, by a worker script of its own.
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (/published-demo-seed\.worker/u.test(request.url())) catalogueRequests.push(request.url());
    });
    await page.goto(DEMO_BANK_URL);
    const frame = chat(page);
    await expect(frame.getByRole('button', { name: /^Разговарајте со Весна/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(catalogueRequests).toEqual([]);

    await frame.getByRole('button', { name: /^Разговарајте со Весна/ }).click();
    await ask(frame, 'Изгубив ја картичката, како да ја блокирам?');
    await expect(lastReply(frame)).toContainText('Јавете ни се веднаш на +389 2 3200 200');
    expect(catalogueRequests).toHaveLength(1);
  });

  test('keeps the conversation when the bank’s page is reloaded', async ({ page }) => {
    const frame = await openChat(page);
    await ask(frame, 'Како да блокирам картичка?');
    await page.reload();
    await chat(page).getByRole('button', { name: /^Разговарајте со Весна/ }).click();
    await expect(chat(page).getByRole('log')).toContainText('Како да блокирам картичка?');
  });

  test('does not appear on a website the bank did not allow', async ({ page }) => {
    await page.goto(FOREIGN_SITE_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Банка што ве слуша' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the console says on which website the chat was refused, and allowing it brings the chat there', async ({ page }) => {
    // The bank takes "localhost" off its list: its own demo website is now refused.
    await useEnglish(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Chat on your website' }).click();
    await page.getByRole('button', { name: 'Remove localhost' }).click();
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await expect(page.getByText('Published. Your customers see the new version now.')).toBeVisible();
    await page.goto(DEMO_BANK_URL);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.goto('/embed');
    const refused = page.getByRole('region', { name: 'Websites where your chat did not appear' });
    await expect(refused).toContainText(new URL(DEMO_BANK_URL).origin);
    await expectNoAccessibilityViolations(page);
    await refused.getByRole('button', { name: 'Allow localhost' }).click();
    await expect(page.getByRole('list', { name: 'Allowed websites' })).toContainText('localhost');
    await expect(refused).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await expect(page.getByText('Published. Your customers see the new version now.')).toBeVisible();
    await page.goto(DEMO_BANK_URL);
    await expect(chat(page).getByRole('button', { name: /^Разговарајте со Весна/ })).toBeVisible();
  });
});

test("a customer's request about a loan, with the calculator's amount, reaches the bank's list of leads", async ({ page }) => {
  const frame = await openChat(page);
  await ask(frame, 'brza gotovina');
  const card = lastReply(frame).getByRole('article');
  // The chat's buttons wear the bank's colour (the demo's #0B5FFF), as its bubbles do.
  await expect(card.getByRole('button', { name: 'Оставете контакт' })).toHaveCSS('background-color', 'rgb(11, 95, 255)');
  await card.getByRole('button', { name: 'Оставете контакт' }).click();
  const form = frame.getByRole('form', { name: 'Ќе Ве контактираме' });
  await expect(form.getByRole('textbox', { name: /^Износ што го планирате/ })).toHaveValue('470.000');
  await form.getByRole('textbox', { name: 'Вашето име' }).fill('Марко Петров');
  await form.getByRole('textbox', { name: 'Телефон или е-пошта' }).fill('070 123 456');
  // The bank's own consent text, in the chat's language.
  await form.getByRole('checkbox', { name: /^Се согласувам Демо Банка да ме контактира/ }).check();
  await expectNoAccessibilityViolations(page);
  await form.getByRole('button', { name: 'Испрати' }).click();
  await expect(lastReply(frame)).toContainText('Ви благодариме, Марко Петров.');

  await useEnglish(page);
  await signIn(page);
  await page.getByRole('link', { name: 'Leads' }).click();
  const row = page.getByRole('row', { name: /Марко Петров/ });
  await expect(row).toContainText('070 123 456');
  await expect(row).toContainText('Брза готовина');
  await expect(row).toContainText('470,000');
  await expect(row).toContainText('Macedonian');
  await expectNoAccessibilityViolations(page);
  const handled = row.getByRole('checkbox', { name: 'Handled: request from Марко Петров' });
  await handled.check();
  // Stored once the box is no longer busy; a reload before that would cut the change off (the page asks).
  await expect(handled).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(page.getByRole('row', { name: /Марко Петров/ }).getByRole('checkbox')).toBeChecked();

  // The bank was told by e-mail, at its destination address, in its own language (the local mailbox).
  await page.goto('/local-mail');
  const mail = page.getByRole('article', { name: 'Ново барање за контакт: Марко Петров' });
  await expect(mail).toContainText('kontakt@demobanka.example');
  await expect(mail).toContainText('070 123 456');
  await expect(mail).toContainText('Брза готовина');
  await expect(mail.getByRole('link', { name: 'Open the leads' })).toHaveAttribute('href', /\/leads$/);
});

test('starts a new conversation on request, and the old one is not back after a reload of the page', async ({ page }) => {
  const frame = await openChat(page);
  await ask(frame, 'kako da ja blokiram karticata');
  await frame.getByRole('button', { name: 'Нов разговор' }).click();
  await expect(frame.getByRole('log').getByRole('listitem')).toHaveCount(1);
  await page.reload();
  const again = chat(page);
  await again.getByRole('button', { name: /^Разговарајте со Весна/ }).click();
  await expect(again.getByRole('log')).toContainText('Добар ден! Јас сум Весна');
  await expect(again.getByRole('log')).not.toContainText('kako da ja blokiram');
});

test.describe('The chat on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens without the keyboard over the suggestions, and its fields are large enough not to zoom the page', async ({ page }) => {
    const frame = await openChat(page);
    const field = frame.getByRole('textbox', { name: 'Вашето прашање' });
    await expect(frame.getByRole('navigation', { name: 'Најчести прашања' })).toBeVisible();
    await expect(field).not.toBeFocused();
    expect(await field.evaluate((input) => getComputedStyle(input).fontSize)).toBe('16px');
  });
});

test('answers a message written in Albanian in Albanian, says so in Albanian, and goes back to Macedonian on request', async ({ page }) => {
  const frame = await openChat(page);
  const field = questionBox(frame);
  await field.fill('dua ta mbyll llogarine');
  await field.press('Enter');
  // The question, the notice in Albanian, then the answer in Albanian.
  await expect(frame.getByRole('log').getByRole('listitem').nth(-2)).toContainText('Vazhdoj në shqip.');
  await expect(frame.getByRole('log').getByRole('listitem').nth(-3)).toContainText('dua ta mbyll llogarine');
  await expect(frame.getByRole('textbox', { name: 'Pyetja juaj' })).toBeVisible();
  // The assistant's and the bank's names as they are written in Albanian.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Vesna');
  await expect(frame.getByRole('log').getByRole('listitem').first()).toContainText('Demo Banka');
  await frame.getByRole('button', { name: 'Назад на македонски' }).click();
  await expect(frame.getByRole('textbox', { name: 'Вашето прашање' })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Весна');
  await expectNoAccessibilityViolations(page);
});

test.describe('The chat in an Albanian browser', () => {
  test.use({ locale: 'sq-AL' });

  /** The demo bank's page as written in another language: `<html lang>` set before the chat's loader runs. */
  const openPageIn = async (page: Page, language: string) => {
    await page.addInitScript((lang) => {
      new MutationObserver(() => {
        if (document.documentElement?.lang === 'mk') document.documentElement.lang = lang;
      }).observe(document, { childList: true, subtree: true });
    }, language);
    await page.goto(DEMO_BANK_URL);
  };

  for (const [where, language] of [
    ['a German page, a language the chat does not speak', 'de'],
    ['an English page, since English is most browsers\' default and Albanian the customer\'s choice', 'en'],
  ] as const) {
    test(`starts in Albanian on ${where}`, async ({ page }) => {
      await openPageIn(page, language);
      const albanianChat = page.frameLocator('iframe[title="Bisedë me Vesna"]');
      await albanianChat.getByRole('button', { name: /^Bisedoni me Vesna/ }).click();
      await expect(albanianChat.getByRole('textbox', { name: 'Pyetja juaj' })).toBeVisible();
      await expect(albanianChat.getByRole('log')).toContainText('Demo Banka');
    });
  }
});
