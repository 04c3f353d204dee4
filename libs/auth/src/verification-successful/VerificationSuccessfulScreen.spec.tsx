import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuthScreen } from '../testing/auth-screen-harness';
import { VerificationSuccessfulScreen } from './VerificationSuccessfulScreen';

describe('VerificationSuccessfulScreen', () => {
  it('confirms the verification and continues to Home, with its launch checklist', async () => {
    const { user } = await renderAuthScreen(VerificationSuccessfulScreen, { path: '/verification-successful' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification successful' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveFocus();
    await user.click(next);
    expect(await screen.findByText('Arrived at /home')).toBeInTheDocument();
  });

  it('speaks Albanian', async () => {
    await renderAuthScreen(VerificationSuccessfulScreen, { path: '/verification-successful', language: 'sq' });
    expect(await screen.findByRole('button', { name: 'Vazhdo' })).toBeInTheDocument();
  });
});
