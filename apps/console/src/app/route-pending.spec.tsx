import { screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestBackend, renderWithProviders } from '@console/testing';
import { ToastProvider } from '@console/ui';
import { createQueryClient } from '../boot/create-query-client';
import { PagePending } from './route-pending';
import { consoleRoutes } from './router';

/** The console at an address, as it starts (with the texts the host loads at start): its guard, code and other texts still to load. */
async function start(path: string) {
  const backend = await createTestBackend();
  const router = createMemoryRouter(consoleRoutes(backend), { initialEntries: [path] });
  const result = await renderWithProviders(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
    { backend, language: 'mk', namespaces: ['common', 'ui'], queryClient: createQueryClient() },
  );
  return { ...result, router };
}

const skeleton = (container: HTMLElement) => container.querySelector('[data-skeleton]')?.getAttribute('data-skeleton');

describe('the first load', () => {
  it('draws the signed-in frame as a skeleton, announced as loading, for a signed-in page', async () => {
    const { container, router } = await start('/faq');
    const pending = screen.getByRole('status', { busy: true });
    expect(pending).toHaveTextContent('Се вчитува…');
    expect(skeleton(container)).toBe('sidebar');
    // Signed out: the guard sends the visitor to the login page, which replaces the skeleton.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument();
  });

  it.each(['/login', '/forgot-password', '/local-mail'])('draws a form skeleton for the public page %s', async (path) => {
    const { container } = await start(path);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Се вчитува…');
    expect(skeleton(container)).toBe('form');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('draws the signed-in frame for an address that leads to the default page', async () => {
    const { container } = await start('/');
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    expect(skeleton(container)).toBe('sidebar');
  });
});

describe('a page loading inside the signed-in frame', () => {
  it('shows the page skeleton, announced as loading', async () => {
    const { container } = await renderWithProviders(<PagePending />, { language: 'sq', namespaces: ['common', 'ui'] });
    expect(screen.getByRole('status')).toHaveTextContent('Po ngarkohet…');
    expect(skeleton(container)).toBe('page');
  });
});
