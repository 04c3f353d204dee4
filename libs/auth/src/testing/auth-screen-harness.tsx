import type { ComponentType } from 'react';
import { useLocation, type InitialEntry } from 'react-router-dom';
import type { Backend } from '@console/backend';
import type { LanguageCode } from '@console/i18n';
import { createTestBackend, renderWithProviders } from '@console/testing';

/** Stands in for a route the screen leads to: its name and the query it was reached with. */
function Destination() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Arrived at {pathname}
      {search}
    </p>
  );
}

const destinations = ['/faq', '/home', '/products/cards', '/login', '/register', '/forgot-password', '/email-verified', '/verification-successful', '/verify-email-address'];

export interface AuthScreenHarnessOptions {
  path: string;
  initialEntry?: InitialEntry;
  language?: LanguageCode;
  backend?: Backend;
}

/** Renders one screen at its route in a memory router, over the real local backend and real texts. */
export async function renderAuthScreen(Screen: ComponentType, { path, initialEntry = path, language = 'en', backend }: AuthScreenHarnessOptions) {
  const usedBackend = backend ?? (await createTestBackend());
  const others = destinations.filter((other) => other !== path).map((other) => ({ path: other, element: <Destination /> }));
  const { router, user, i18n } = await renderWithProviders(<Screen />, { backend: usedBackend, language, route: { path, initialEntry, others } });
  return { backend: usedBackend, router, user, i18n };
}
