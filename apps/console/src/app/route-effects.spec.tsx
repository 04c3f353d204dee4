import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '@console/backend/react';
import { createLocalBackend } from '@console/backend/local';
import { createI18n } from '@console/i18n';
import { RouteEffects } from './route-effects';

/** A page whose section appears only once its data has arrived (here: on the next task). */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void Promise.resolve().then(() => setLoaded(true)), []);
  return loaded ? <section id="try">Try a question</section> : <p>Loading…</p>;
}

async function setup() {
  const i18n = await createI18n({ language: 'en', syncDocumentLanguage: false });
  const backend = await createLocalBackend({ databaseName: 'route-effects', passwordHashIterations: 1_000 });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteEffects />
            <Outlet />
          </>
        ),
        children: [
          { path: '/faq', element: <h1>FAQ page</h1>, handle: { path: '/faq', page: 'faq', titleKey: 'faq' } },
          { path: '/embed', element: <LatePage />, handle: { path: '/embed', page: 'embed', titleKey: 'embed' } },
          {
            path: '/settings',
            element: (
              <>
                <h1>Settings page</h1>
                <section id="bank">Bank</section>
              </>
            ),
            handle: { path: '/settings', page: 'settings', titleKey: 'settings' },
          },
        ],
      },
    ],
    { initialEntries: ['/faq'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <BackendProvider backend={backend}>
        <RouterProvider router={router} />
      </BackendProvider>
    </I18nextProvider>,
  );
  await screen.findByText('FAQ page');
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('after each navigation', () => {
  it('scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = await setup();
    scrollTo.mockClear();
    await router.navigate('/settings');
    await screen.findByText('Settings page');
    // Effects run after the page is committed, so wait for it rather than assume it already ran.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
  });

  it('scrolls smoothly to the element a hash names', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = await setup();
    await router.navigate('/settings#bank');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByText('Bank'));
  });

  it("scrolls to the element a hash names once it appears with its page's data", async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = await setup();
    await router.navigate('/embed#try');
    const section = await screen.findByText('Try a question');
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(section));
  });

  it('sets the page title from the route', async () => {
    const router = await setup();
    await router.navigate('/settings');
    await waitFor(() => expect(document.title).toBe('Settings | Tellr'));
  });
});
