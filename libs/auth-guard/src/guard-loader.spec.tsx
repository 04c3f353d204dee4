import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '@console/backend';
import { createLocalBackend } from '@console/backend/local';
import { createGuardLoader } from './guard-loader';
import { sessionRememberedRouteStore } from './remembered-route-store';
import { sessionSignInReturnStore } from './sign-in-return-store';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function routesFor(backend: Backend): RouteObject[] {
  const dependencies = { auth: backend.auth, remembered: sessionRememberedRouteStore(), returnTo: sessionSignInReturnStore() };
  const table = [
    ['/faq', 'login'],
    ['/settings', 'login'],
    ['/email-verified', 'login'],
    ['/login', 'public'],
    ['/set-new-password', 'public'],
  ] as const;
  return table.map(([path, access]) => ({ path, loader: createGuardLoader(dependencies, access), element: <Where /> }));
}

let counter = 0;
async function setup() {
  counter += 1;
  const backend = await createLocalBackend({ databaseName: `guard-${counter}`, passwordHashIterations: 1_000, actionUrl: 'http://localhost/' });
  return backend;
}

async function open(backend: Backend, path: string) {
  const router = createMemoryRouter(routesFor(backend), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await screen.findByTestId('where');
  return router;
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => sessionStorage.clear());

describe('the guard in the router', () => {
  it('sends a signed-out user from an app route to /login, keeping the page to return to after signing in', async () => {
    const backend = await setup();
    await open(backend, '/settings?section=bank');
    expect(where()).toBe('/login');
    expect(sessionSignInReturnStore().take()).toBe('/settings?section=bank');
  });

  it('keeps no page to return to for a verification link, which the guard remembers itself', async () => {
    const backend = await setup();
    await open(backend, '/email-verified?mode=verifyEmail&oobCode=abc');
    expect(where()).toBe('/login');
    expect(sessionSignInReturnStore().take()).toBeNull();
    expect(sessionRememberedRouteStore().read()).toEqual({ pathname: '/email-verified', query: { mode: 'verifyEmail', oobCode: 'abc' } });
  });

  it('holds a freshly registered, unverified user on /email-verified', async () => {
    const backend = await setup();
    await backend.auth.register('new@bank.example', 'secret1');
    await open(backend, '/faq');
    expect(where()).toBe('/email-verified');
  });

  it('lets a user through once the e-mail has been verified elsewhere (the user is reloaded)', async () => {
    const backend = await setup();
    await backend.auth.register('ana@bank.example', 'secret1');
    await backend.auth.sendEmailVerification();
    const otherTab = await createLocalBackend({ databaseName: `guard-${counter}`, passwordHashIterations: 1_000 });
    const [message] = await new Promise<Parameters<Parameters<NonNullable<Backend['outbox']>['watch']>[0]>[0]>((resolve) => {
      const stop = otherTab.outbox?.watch((messages) => {
        if (messages.length) {
          stop?.();
          resolve(messages);
        }
      }, () => undefined);
    });
    const code = new URL(message?.link ?? '').searchParams.get('oobCode') ?? '';
    await otherTab.auth.applyActionCode(code);
    await open(backend, '/faq');
    expect(where()).toBe('/faq');
  });

  it('remembers a verification link opened while signed out and restores it after sign-in', async () => {
    const backend = await setup();
    await backend.auth.register('ivan@bank.example', 'secret1');
    await backend.auth.signOut();

    const router = await open(backend, '/settings?mode=verifyEmail&oobCode=CODE1&lang=en');
    expect(where()).toBe('/login');

    await backend.auth.signIn('ivan@bank.example', 'secret1');
    await router.navigate('/faq');
    // Restored to the remembered route, whose verification link then leads to /email-verified.
    await waitFor(() => expect(where()).toBe('/email-verified?mode=verifyEmail&oobCode=CODE1'));
    expect(sessionStorage.getItem('loginRedirect')).toBeNull();

    await router.navigate('/faq');
    await waitFor(() => expect(where()).toBe('/email-verified'));
  });

  it('sends a password-reset link on any route to /set-new-password without waiting for a session', async () => {
    const backend = await setup();
    await open(backend, '/faq?mode=resetPassword&oobCode=R1&lang=sq');
    expect(where()).toBe('/set-new-password?mode=resetPassword&oobCode=R1&lang=sq');
  });
});
