import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@console/i18n';
import { sessionEndedState, type SessionEndReason } from '@console/session';
import { renderAuthScreen } from '../testing/auth-screen-harness';
import { LoginScreen } from './LoginScreen';

const openAfter = (reason: SessionEndReason | null, language: LanguageCode = 'en') =>
  renderAuthScreen(LoginScreen, { path: '/login', initialEntry: { pathname: '/login', state: reason ? sessionEndedState(reason) : null }, language });

describe('the login page after a session ended', () => {
  it.each([
    ['signed-out', 'You have signed out.'],
    ['idle', 'You were signed out after 30 minutes without activity. Sign in again to continue.'],
    ['expired', 'For your security a session lasts at most 12 hours, so you were signed out. Sign in again to continue.'],
    ['other-tab', 'You were signed out in another tab of the console.'],
  ] as const)('says why (%s)', async (reason, notice) => {
    await openAfter(reason);
    expect(await screen.findByRole('status')).toHaveTextContent(notice);
  });

  it('says nothing when the page was opened otherwise', async () => {
    await openAfter(null);
    expect(await screen.findByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['mk', 'Бевте одјавени по 30 минути без активност. Најавете се повторно за да продолжите.'],
    ['sq', 'U nxorët nga konsola pas 30 minutash pa asnjë aktivitet. Hyni përsëri për të vazhduar.'],
  ] as const)('speaks %s', async (language, notice) => {
    await openAfter('idle', language);
    expect(await screen.findByRole('status')).toHaveTextContent(notice);
  });
});
