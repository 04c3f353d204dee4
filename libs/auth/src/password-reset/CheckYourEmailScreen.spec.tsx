import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberResetRequest } from './reset-request';
import { ACCOUNT, backendWithAccount, breakDatabaseElsewhere, outboxMessages, renderResetJourney } from './testing/reset-test-setup';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

/** Only the clock and the countdown's ticks are faked; the database keeps its real timers. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
}

describe('CheckYourEmailScreen', () => {
  it('holds the resend back for 30 seconds, announcing the wait politely, then sends again', async () => {
    fakeClock();
    const backend = await backendWithAccount();
    await backend.auth.sendPasswordResetEmail(ACCOUNT.email);
    const { user } = await renderResetJourney({ pathname: '/check-your-email', state: { email: ACCOUNT.email, sentAt: Date.now() } }, { backend });

    expect(screen.getByRole('heading', { level: 2, name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent(`If an account exists for ${ACCOUNT.email}, we have sent a link`);
    const resend = screen.getByRole('button', { name: 'Send the link again' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('You can ask for another link in 30 seconds.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Available again in 30 s')).toBeVisible();

    await user.click(resend);
    expect(await outboxMessages(backend)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByText('You can ask for another link in 20 seconds.')).toBeInTheDocument();
    expect(screen.getByText('Available again in 15 s')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByText('You can now ask for another link.')).toBeInTheDocument();
    expect(resend).not.toHaveAttribute('aria-disabled');

    await user.click(resend);
    const status = await screen.findByText(/We have sent another link to/);
    expect(status).toHaveTextContent(`We have sent another link to ${ACCOUNT.email}.`);
    expect(status.closest('[role="status"]')).not.toBeNull();
    const messages = await outboxMessages(backend);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ kind: 'resetPassword', to: ACCOUNT.email, language: 'en' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('You can ask for another link in 30 seconds.')).toBeInTheDocument();
  });

  it('keeps the address after a reload, from the memory of the tab', async () => {
    rememberResetRequest({ email: ACCOUNT.email, sentAt: Date.now() - 60_000 });
    await renderResetJourney('/check-your-email');
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent(`If an account exists for ${ACCOUNT.email}`);
    expect(screen.getByRole('button', { name: 'Send the link again' })).not.toHaveAttribute('aria-disabled');
  });

  it('without a known address, answers in general and offers to enter one', async () => {
    const { user, router } = await renderResetJourney('/check-your-email', { language: 'sq' });
    expect(screen.getByText('Nëse ekziston një profil për adresën që shkruat, ju kemi dërguar një lidhje për të rivendosur fjalëkalimin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dërgoje lidhjen përsëri' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Përdorni një adresë tjetër email-i' }));
    expect(await screen.findByRole('button', { name: 'Dërgo lidhjen e rivendosjes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('takes the address back to the form when the person wants to correct it', async () => {
    const { user } = await renderResetJourney({ pathname: '/check-your-email', state: { email: 'typo@bank.example', sentAt: Date.now() } });
    await user.click(screen.getByRole('link', { name: 'Use a different e-mail address' }));
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('typo@bank.example');
  });

  it('says so in an alert when the resend fails', async () => {
    const { user } = await renderResetJourney({ pathname: '/check-your-email', state: { email: ACCOUNT.email, sentAt: Date.now() - 31_000 } });
    await breakDatabaseElsewhere();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    const alert = await screen.findByText('Something went wrong');
    expect(within(screen.getByRole('alert')).getByText('Something went wrong')).toBe(alert);
  });

  it('links back to sign in', async () => {
    const { user } = await renderResetJourney('/check-your-email');
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
