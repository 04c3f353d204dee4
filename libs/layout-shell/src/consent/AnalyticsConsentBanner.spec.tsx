import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@console/i18n';
import { readAnalyticsConsent } from '@console/session';
import { renderWithProviders } from '@console/testing';
import { AnalyticsConsentBanner } from './AnalyticsConsentBanner';

afterEach(() => localStorage.clear());

const show = (language: LanguageCode = 'en') => renderWithProviders(<AnalyticsConsentBanner />, { language, namespaces: ['shell'] });

describe('AnalyticsConsentBanner', () => {
  it('asks until the person allows, and then is gone', async () => {
    await show();
    const banner = screen.getByRole('region', { name: 'Usage statistics' });
    expect(banner).toHaveTextContent('Nothing you type and no e-mail link is ever sent.');
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(readAnalyticsConsent()).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Usage statistics' })).not.toBeInTheDocument();
  });

  it('remembers a refusal, and does not ask again', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: "Don't allow" }));
    expect(readAnalyticsConsent()).toBe('denied');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('asks in Macedonian', async () => {
    await show('mk');
    expect(screen.getByRole('region', { name: 'Статистика за користењето' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Не дозволувај' })).toBeInTheDocument();
  });

  it('asks in Albanian', async () => {
    await show('sq');
    expect(screen.getByRole('region', { name: 'Statistikat e përdorimit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lejo' })).toBeInTheDocument();
  });
});
