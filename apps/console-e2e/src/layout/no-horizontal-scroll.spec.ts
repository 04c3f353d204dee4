import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@console/routes';
import { signIn, useEnglish, waitForPage } from '../support/sign-in';

/** A common phone: nothing of any page may run past its width. */
test.use({ viewport: { width: 390, height: 844 } });

type Language = 'mk' | 'sq' | 'en';

// Macedonian and Albanian have the longest texts; English is checked where it costs little.
const LONG_LANGUAGES: readonly Language[] = ['mk', 'sq'];

/** Every loading text of the screens and of the ui library ("Loading…", "Loading the questions…"). */
const LOADING: Record<Language, RegExp> = { mk: /^Се вчитува/, sq: /^(Po ngarkohe[tn]|Duke u ngarkuar)/, en: /^Loading/ };

const TEXTS: Record<Language, { openMenu: string; navigation: string; profile: string }> = {
  mk: { openMenu: 'Отвори го менито', navigation: 'Главно мени', profile: 'Профил' },
  sq: { openMenu: 'Hap menynë', navigation: 'Menyja kryesore', profile: 'Profili' },
  en: { openMenu: 'Open menu', navigation: 'Main menu', profile: 'Profile' },
};

// Three pages a test, so that none runs much past ten seconds on a slow machine.
const SIGNED_IN_GROUPS: ReadonlyArray<readonly string[]> = [
  [ROUTES.faq, ROUTES.home, ROUTES.settings],
  [ROUTES.cards, ROUTES.loans, ROUTES.deposits],
  [ROUTES.embed, ROUTES.leads, ROUTES.dashboard],
];

const PUBLIC_ROUTES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.forgotPassword, ROUTES.localMail];

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

/** Signs in (in English, as the shared helper does), then switches the console to `language`. */
async function signInIn(page: Page, language: Language): Promise<void> {
  await signIn(page);
  await page.evaluate((code) => localStorage.setItem('language', code), language);
}

/** Opens a page and waits until it is drawn with its data: its heading shown, nothing still loading. */
async function openPage(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('main').getByText(LOADING[language])).toHaveCount(0);
}

async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

for (const language of LONG_LANGUAGES) {
  SIGNED_IN_GROUPS.forEach((routes, index) => {
    test(`signed-in pages fit a phone in ${language} (${index + 1}/${SIGNED_IN_GROUPS.length}: ${routes.join(', ')})`, async ({ page }) => {
      await signInIn(page, language);
      for (const path of routes) {
        await openPage(page, path, language);
        await expectNoHorizontalScroll(page, `${path} in ${language}`);
      }
    });
  });

  test(`the FAQ with a question open fits a phone in ${language}`, async ({ page }) => {
    await signInIn(page, language);
    await openPage(page, ROUTES.faq, language);
    await page.locator('button[data-faq-id]').first().click();
    // The editor is a region named by the question, with its heading focused.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Its last section, "Customers also ask it as…", shows once its own data is there.
    await expect(page.getByRole('region', { name: /^(Клиентите прашуваат и вака…|Customers also ask it as…|Klientët e pyesin edhe kështu…)$/u })).toBeVisible();
    await expectNoHorizontalScroll(page, `the FAQ editor in ${language}`);
  });

  test(`the profile menu opens whole inside the phone's drawer in ${language}`, async ({ page }) => {
    const texts = TEXTS[language];
    await signInIn(page, language);
    await openPage(page, ROUTES.home, language);
    await page.getByRole('button', { name: texts.openMenu }).click();
    const drawer = page.getByRole('navigation', { name: texts.navigation });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: texts.profile, exact: true }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveCount(3);

    const area = await drawer.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.left + element.clientWidth, top: box.top, bottom: box.top + element.clientHeight, scrolls: element.scrollWidth > element.clientWidth };
    });
    expect(area.scrolls, 'the drawer scrolls sideways').toBe(false);
    for (const item of await items.all()) {
      await expect(item).toBeInViewport({ ratio: 1 });
      const box = await item.boundingBox();
      expect(box, 'a menu item has no box').not.toBeNull();
      if (!box) continue;
      const name = (await item.textContent()) ?? '';
      expect(box.x, `"${name}" starts left of the drawer`).toBeGreaterThanOrEqual(area.left);
      expect(box.x + box.width, `"${name}" runs past the drawer`).toBeLessThanOrEqual(area.right);
      expect(box.y, `"${name}" starts above the drawer`).toBeGreaterThanOrEqual(area.top);
      expect(box.y + box.height, `"${name}" runs below the drawer`).toBeLessThanOrEqual(area.bottom);
    }
  });
}

for (const language of [...LONG_LANGUAGES, 'en'] as const) {
  test(`public pages fit a phone in ${language}`, async ({ page }) => {
    // After the English default of every test: this language wins.
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    for (const path of PUBLIC_ROUTES) {
      await openPage(page, path, language);
      await expectNoHorizontalScroll(page, `${path} in ${language}`);
    }
  });
}
