import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { accountQueryKeys } from '@console/account-data';
import { paths } from '@console/data-paths';
import { productQueryKeys } from '@console/products-data';
import { TEST_MODE, createTestBackend } from '@console/testing';
import { createQueryClient } from '../boot/create-query-client';
import { createDataCache } from './data-cache';
import { consoleRoutes } from './router';

const ana = { uid: 'ana', email: 'ana@bank.example', password: 'secret-1', emailVerified: true };
const texts = { language: 'sq', loadNamespaces: async () => undefined };

/** The routes alone, with no screen rendered: only the loaders can have started the data. */
async function route(path: string, signedIn: boolean) {
  const backend = await createTestBackend({ seed: { users: [ana], documents: [{ path: paths.account(TEST_MODE, ana.uid), data: { profile: { name: 'Ana' } } }] } });
  if (signedIn) await backend.auth.signIn(ana.email, ana.password);
  const queryClient = createQueryClient();
  const dataCache = createDataCache(async () => queryClient);
  const router = createMemoryRouter(consoleRoutes(backend, texts, dataCache), { initialEntries: [path] });
  return { router, queryClient, dataCache };
}

let dispose: () => void = () => undefined;
afterEach(() => dispose());

describe('route loaders', () => {
  it("start a signed-in screen's data, in the console's language, before the screen renders", async () => {
    const cards = await route('/products/cards', true);
    dispose = () => cards.router.dispose();
    await expect.poll(() => cards.queryClient.getQueryData(productQueryKeys.list({ uid: ana.uid, mode: TEST_MODE }, 'cards', 'sq'))).toEqual([]);

    const settings = await route('/settings', true);
    dispose = () => settings.router.dispose();
    await expect.poll(() => settings.queryClient.getQueryData<{ profile: { name: string } }>(accountQueryKeys.account({ uid: ana.uid, mode: TEST_MODE }))?.profile.name).toBe('Ana');
  });

  it('start nothing for a visitor the guard sends to the login page', async () => {
    const { router, queryClient } = await route('/products/cards', false);
    dispose = () => router.dispose();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('create the data cache for a page that reads data, and not for the sign-in and registration pages', async () => {
    for (const path of ['/login', '/register']) {
      const { router, dataCache } = await route(path, false);
      dispose = () => router.dispose();
      await expect.poll(() => router.state.initialized).toBe(true);
      expect(dataCache.current()).toBeNull();
    }
    const { router, dataCache } = await route('/forgot-password', false);
    dispose = () => router.dispose();
    await expect.poll(() => dataCache.current()).not.toBeNull();
  });
});
