import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderResetJourney } from './testing/reset-test-setup';

describe('PasswordResetSuccessScreen', () => {
  it('confirms the change and leads to sign in', async () => {
    const { user, router } = await renderResetJourney({ pathname: '/password-reset-successfully', state: { email: 'ana@bank.example' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your password has been changed' })).toHaveFocus();
    expect(screen.getByText('You can now sign in with your new password.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { email: 'ana@bank.example' } });
  });

  it('speaks Macedonian', async () => {
    await renderResetJourney('/password-reset-successfully', { language: 'mk' });
    expect(screen.getByRole('heading', { level: 2, name: 'Лозинката е променета' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Најави се' })).toHaveAttribute('href', '/login');
  });
});
