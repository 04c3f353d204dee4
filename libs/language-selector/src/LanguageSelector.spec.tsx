import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@console/i18n';
import { leaveWarnings } from '@console/leave-warning';
import { renderWithProviders } from '@console/testing';
import { LanguageSelector } from './LanguageSelector';

async function setup(language: LanguageCode = 'en') {
  const reload = vi.fn();
  const { user } = await renderWithProviders(<LanguageSelector reload={reload} />, { language });
  return { reload, user };
}

afterEach(() => localStorage.clear());

describe('LanguageSelector', () => {
  it('shows the current language and offers all three with their flags', async () => {
    const { user } = await setup('en');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['Македонски', 'English', 'Shqip']);
    expect(screen.getByRole('menuitemradio', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('img', { name: 'Flag of Albania' })).toBeInTheDocument();
  });

  it('saves the choice under "language" and reloads the page', async () => {
    const { user, reload } = await setup('en');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: /Shqip/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('language')).toBe('sq');
  });

  it('asks first while a leave-page warning is active, and keeps everything when the user stays', async () => {
    const remove = leaveWarnings.add('unsaved-changes');
    try {
      const { user, reload } = await setup('en');
      await user.click(screen.getByRole('button', { name: 'Language: English' }));
      await user.click(screen.getByRole('menuitemradio', { name: /Македонски/ }));
      expect(await screen.findByText('Change the language?')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
      expect(reload).not.toHaveBeenCalled();
      expect(localStorage.getItem('language')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Language: English' }));
      await user.click(screen.getByRole('menuitemradio', { name: /Македонски/ }));
      await user.click(await screen.findByRole('button', { name: 'Change language' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(localStorage.getItem('language')).toBe('mk');
    } finally {
      remove();
    }
  });

  it('does nothing when the current language is picked again', async () => {
    const { user, reload } = await setup('mk');
    await user.click(screen.getByRole('button', { name: 'Јазик: Македонски' }));
    await user.click(screen.getByRole('menuitemradio', { name: /Македонски/ }));
    expect(reload).not.toHaveBeenCalled();
  });
});
