import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE, PRODUCTS_SECTION, ROUTES, productRoute, settingsSection } from './routes';

describe('routes', () => {
  it("hold the specification's eleven routes", () => {
    expect(Object.values(ROUTES)).toEqual(
      expect.arrayContaining([
        '/check-your-email',
        '/forgot-password',
        '/password-reset-successfully',
        '/set-new-password',
        '/faq',
        '/settings',
        '/login',
        '/register',
        '/verify-email-address',
        '/email-verified',
        '/verification-successful',
      ]),
    );
  });

  it('are all different', () => {
    expect(new Set(Object.values(ROUTES)).size).toBe(Object.values(ROUTES).length);
  });

  it('lead unknown paths to the FAQ, and put every product page under the products section', () => {
    expect(DEFAULT_ROUTE).toBe('/faq');
    for (const kind of ['cards', 'loans', 'deposits'] as const) expect(productRoute(kind).startsWith(`${PRODUCTS_SECTION}/`)).toBe(true);
  });

  it('address a settings section by its anchor', () => {
    expect(settingsSection('personal')).toBe('/settings#personal');
  });
});
