import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@console/backend';
import { renderWithProviders } from '@console/testing';
import { SignInError } from './SignInError';

describe('SignInError', () => {
  it('offers a password reset for an account locked after failed sign-ins', async () => {
    await renderWithProviders(<SignInError error={new BackendError('auth/account-locked')} />, { language: 'en', route: { path: '/login' } });
    expect(await screen.findByText(/temporarily disabled/)).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/forgot-password');
  });

  it('sends an account an administrator disabled to its administrator, with no reset to try', async () => {
    await renderWithProviders(<SignInError error={new BackendError('auth/user-disabled')} />, { language: 'en', route: { path: '/login' } });
    expect(await screen.findByText(/disabled by an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/temporarily/)).not.toBeInTheDocument();
  });

  it('says when to try again after too many attempts, in the console language', async () => {
    const retryAt = new Date(2026, 2, 2, 10, 42).getTime();
    const error = new BackendError('auth/too-many-requests', 'locked', retryAt);
    const { unmount } = await renderWithProviders(<SignInError error={error} />, { language: 'en', route: { path: '/login' } });
    expect(await screen.findByText('Too many attempts. Try again at 10:42.')).toBeInTheDocument();
    unmount();
    const mk = await renderWithProviders(<SignInError error={error} />, { language: 'mk', route: { path: '/login' } });
    expect(await screen.findByText('Премногу обиди. Обидете се повторно во 10:42.')).toBeInTheDocument();
    mk.unmount();
    await renderWithProviders(<SignInError error={error} />, { language: 'sq', route: { path: '/login' } });
    expect(await screen.findByText('Shumë përpjekje. Provoni përsëri në orën 10:42.')).toBeInTheDocument();
  });

  it('keeps the general message when the backend does not say when (Firebase)', async () => {
    await renderWithProviders(<SignInError error={new BackendError('auth/too-many-requests')} />, { language: 'en', route: { path: '/login' } });
    expect(await screen.findByText('Too many attempts, try again later')).toBeInTheDocument();
  });
});
