import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT, outboxMessages, renderResetJourney, breakDatabaseElsewhere } from './testing/reset-test-setup';

beforeEach(() => sessionStorage.clear());

describe('ForgotPasswordScreen', () => {
  it('asks for an address and for a valid one, next to the field, without sending anything', async () => {
    const { user, backend } = await renderResetJourney('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAccessibleDescription('Enter your e-mail address');
    expect(email).toBeInvalid();

    await user.type(email, 'ana@bank');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid e-mail address'));
    expect(email).toHaveValue('ana@bank');
    expect(await outboxMessages(backend)).toEqual([]);
  });

  it('sends the link in the interface language and says where it went', async () => {
    const { user, backend, router } = await renderResetJourney('/forgot-password', { language: 'mk' });
    await user.type(screen.getByLabelText(/^Е-пошта/), `  ${ACCOUNT.email} `);
    await user.click(screen.getByRole('button', { name: 'Испрати врска за ресетирање' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Проверете ја вашата е-пошта' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/check-your-email');
    expect(screen.getByText(/Ако постои профил за/)).toHaveTextContent(`Ако постои профил за ${ACCOUNT.email}, испративме врска`);
    const [message] = await outboxMessages(backend);
    expect(message).toMatchObject({ kind: 'resetPassword', to: ACCOUNT.email, language: 'mk' });
  });

  it('gives the same answer for an address without an account, and sends nothing', async () => {
    const { user, backend } = await renderResetJourney('/forgot-password');
    await user.type(screen.getByLabelText(/^E-mail/), 'nobody@bank.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(/If an account exists for/)).toHaveTextContent(
      'If an account exists for nobody@bank.example, we have sent a link to reset the password.',
    );
    expect(await outboxMessages(backend)).toEqual([]);
  });

  it('shows a failure as an alert and keeps what was typed', async () => {
    const { user } = await renderResetJourney('/forgot-password');
    await user.type(screen.getByLabelText(/^E-mail/), ACCOUNT.email);
    await breakDatabaseElsewhere();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(ACCOUNT.email);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
  });

  it('links back to sign in', async () => {
    const { user, router } = await renderResetJourney('/forgot-password');
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
