import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuthScreen } from '../testing/auth-screen-harness';
import { VerifyEmailAddressScreen } from './VerifyEmailAddressScreen';

describe('VerifyEmailAddressScreen', () => {
  it('asks to open the verification link and leads to the sign-in page', async () => {
    const { user } = await renderAuthScreen(VerifyEmailAddressScreen, { path: '/verify-email-address' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify e-mail' })).toBeInTheDocument();
    expect(screen.getByText('We sent you a verification link. Open it to activate your account.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
  });

  it('speaks Macedonian', async () => {
    await renderAuthScreen(VerifyEmailAddressScreen, { path: '/verify-email-address', language: 'mk' });
    expect(await screen.findByRole('link', { name: 'Кон најавата' })).toHaveAttribute('href', '/login');
  });
});
