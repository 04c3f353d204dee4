import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '@console/routes';
import { signIn, useEnglish, waitForPage } from '../support/sign-in';

type Language = 'mk' | 'sq';

const TEXTS: Record<Language, { handled: RegExp; embed: string; headline: string }> = {
  mk: { handled: /^Решено: барање од /, embed: 'Разговор на веб-страницата', headline: 'Периодот во бројки; изберете една за да ја видите на графиконот' },
  sq: { handled: /^E zgjidhur: kërkesa nga /, embed: 'Biseda në faqen tuaj', headline: 'Periudha në shifra; zgjidhni njërën për ta parë në grafik' },
};

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

/** Signs in (in English, as the shared helper does), then opens `path` in `language`. */
async function signedInAt(page: Page, path: string, language: Language): Promise<void> {
  await signIn(page);
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.goto(path);
  await waitForPage(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Whether the element is drawn whole within the horizontal span of `within` (the window when not given). */
async function horizontallyInside(element: Locator, within?: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const frame = within ? await within.boundingBox() : { x: 0, width: element.page().viewportSize()?.width ?? 0 };
  return box !== null && frame !== null && box.x >= frame.x - 0.5 && box.x + box.width <= frame.x + frame.width + 0.5;
}

for (const language of ['mk', 'sq'] as const) {
  test.describe(`on a phone in ${language}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('each request shows its product, amount and "handled" box without scrolling sideways', async ({ page }) => {
      await signedInAt(page, ROUTES.leads, language);
      const request = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: TEXTS[language].handled }) }).first();
      const cells = request.getByRole('cell');
      await expect(cells.first()).toBeVisible();
      for (const part of [request.getByRole('checkbox'), request.getByRole('rowheader'), ...(await cells.all())]) {
        if (await part.isVisible()) expect(await horizontallyInside(part), await part.innerText()).toBe(true);
      }
    });
  });

  test.describe(`on a phone in ${language}, the figures and labels`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the dashboard's figures stay whole inside their cards", async ({ page }) => {
      await signedInAt(page, ROUTES.dashboard, language);
      const cards = page.getByRole('list', { name: TEXTS[language].headline }).getByRole('button');
      await expect(cards).toHaveCount(6);
      for (const card of await cards.all()) {
        for (const part of await card.locator('span').all()) expect(await horizontallyInside(part, card), await part.innerText()).toBe(true);
        // The figure (the card's second text) is drawn on one line: never broken inside, nor from its currency.
        const figure = card.locator(':scope > span').nth(1);
        const lines = await figure.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, await figure.innerText()).toBe(1);
      }
    });

    test("an FAQ row's badges and category stay inside its card", async ({ page }) => {
      await signedInAt(page, ROUTES.faq, language);
      const rows = page.locator('button[data-faq-id]');
      await expect(rows.first()).toBeVisible();
      for (const row of (await rows.all()).slice(0, 12)) {
        for (const part of await row.locator('span span span').all()) expect(await horizontallyInside(part, row), await part.innerText()).toBe(true);
      }
    });
  });

  test.describe(`on a 1366 px laptop in ${language}`, () => {
    test.use({ viewport: { width: 1366, height: 800 } });

    test('the requests table shows every column, and the sidebar every label whole', async ({ page }) => {
      await signedInAt(page, ROUTES.leads, language);
      const table = page.getByRole('table');
      const firstRequest = table.getByRole('row').nth(1);
      for (const part of [firstRequest.getByRole('checkbox'), firstRequest.getByRole('button')]) expect(await horizontallyInside(part, table)).toBe(true);
      const label = page.getByRole('navigation').getByRole('link', { name: TEXTS[language].embed });
      // A label cut short (with an ellipsis) is wider inside than its box.
      expect(await label.evaluate((link) => [...link.querySelectorAll('span')].every((span) => span.scrollWidth <= span.clientWidth))).toBe(true);
    });
  });
}

test.describe('the settings on a 1366 × 700 px screen', () => {
  test.use({ viewport: { width: 1366, height: 700 } });

  test('a field reached with Tab is never under the sticky save bar', async ({ page }) => {
    await signedInAt(page, ROUTES.settings, 'mk');
    await page.getByRole('main').getByRole('textbox').first().focus();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      // What has the focus, and whether the save bar (which it may be in) covers any of it.
      const covered = await page.evaluate((barText) => {
        const focused = document.activeElement;
        const bar = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === barText)?.parentElement;
        if (!(focused instanceof HTMLElement) || focused === document.body || !bar || bar.contains(focused)) return null;
        const field = focused.getBoundingClientRect();
        const barBox = bar.getBoundingClientRect();
        return field.top < barBox.bottom - 1 && field.bottom > barBox.top + 1 ? focused.outerHTML.slice(0, 80) : null;
      }, 'Зачувај ги промените');
      expect(covered, 'a focused element under the save bar').toBeNull();
    }
  });
});
