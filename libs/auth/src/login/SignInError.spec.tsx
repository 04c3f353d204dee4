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
});
