import { describe, expect, it } from 'vitest';
import type { MakeEnvironment } from './environment';
import { alice, signedInAs } from './fixtures';

/** Analytics is fire-and-forget: logging never fails the caller. */
export function describeAnalyticsContract(make: MakeEnvironment): void {
  describe('analytics', () => {
    it('logs events without returning anything or throwing, signed in or not', async () => {
      const signedOut = await make();
      expect(signedOut.backend.analytics.logEvent('faq_page_visited', { page_visited: 'faq', user_id: null })).toBeUndefined();
      const { backend } = await signedInAs(make, alice);
      expect(() => backend.analytics.logEvent('settings_page_visited', { page_visited: 'settings', user_id: alice.uid })).not.toThrow();
      expect(() => backend.analytics.logEvent('no_params')).not.toThrow();
    });
  });
}
