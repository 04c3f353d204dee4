import { expect, test, type Page } from '@playwright/test';
import { FIRESTORE_HOST } from './emulators';

/** Everything a page of this origin can find in the browser's storage, as one searchable text. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(open: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
    const databases: Record<string, Record<string, unknown[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      const stores: Record<string, unknown[]> = {};
      for (const store of Array.from(db.objectStoreNames)) stores[store] = await request(db.transaction(store).objectStore(store).getAll());
      db.close();
      databases[name] = stores;
    }
    const cached = await Promise.all((await caches.keys()).map(async (key) => (await (await caches.open(key)).keys()).map((entry) => entry.url)));
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie, cached, databases });
  });
}

test('after sign-out nothing of the bank is left in the browser, and its documents never were', async ({ page }) => {
  const email = `storage-${Date.now()}@bank.example`;
  const company = `Storage Check Bank ${Date.now()}`;
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  for (const label of [/^Password\s*\*?$/, /^Repeat password\s*\*?$/]) await page.getByLabel(label).fill('Storage-check-2026');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Stojanova');
  await page.getByRole('textbox', { name: 'Company' }).fill(company);
  await page.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ }).check();
  // The account's profile document (with the company) is written once Firestore has started; its first
  // attempt to reach the server shows that the write is queued, in memory or on disk.
  const firestoreCalled = page.waitForRequest((request) => new URL(request.url()).host === FIRESTORE_HOST);
  await page.getByRole('button', { name: 'Create account' }).click();
  await firestoreCalled;

  const signedIn = await storedText(page);
  expect(signedIn, 'the session itself is kept, so that a reload stays signed in').toContain(email);
  expect(signedIn, 'no document of the bank is stored in the browser').not.toContain(company);
  const uid = /"uid":"([^"]+)"/.exec(signedIn)?.[1];
  expect(uid).toBeTruthy();

  await page.goto('/email-verified');
  await page.getByRole('button', { name: 'Use another account' }).click();
  await expect(page).toHaveURL(/\/login/);

  const signedOut = await storedText(page);
  for (const trace of [email, company, uid ?? '']) expect(signedOut).not.toContain(trace);
});
