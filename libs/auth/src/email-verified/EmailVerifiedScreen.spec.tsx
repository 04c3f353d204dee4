import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend, OutboxMessage } from '@console/backend';
import { createTestBackend, uniqueDatabaseName } from '@console/testing';
import { renderAuthScreen } from '../testing/auth-screen-harness';
import { EmailVerifiedScreen } from './EmailVerifiedScreen';

const EMAIL = 'marija@bank.example';
const DAY = 24 * 60 * 60 * 1000;

function latestEmail(backend: Backend): Promise<OutboxMessage | undefined> {
  return new Promise((resolve, reject) => {
    const stop = backend.outbox?.watch((messages) => {
      queueMicrotask(() => stop?.());
      resolve(messages[0]);
    }, reject);
  });
}

/** A registered, signed-in, unverified user with one verification e-mail sent; returns its code. */
async function registered(backend: Backend): Promise<string> {
  await backend.auth.register(EMAIL, 'secret-1');
  await backend.auth.sendEmailVerification();
  const email = await latestEmail(backend);
  return new URL(email?.link ?? '').searchParams.get('oobCode') ?? '';
}

describe('EmailVerifiedScreen', () => {
  it('says where the link went and sends another one, then waits before the next', async () => {
    const backend = await createTestBackend();
    await registered(backend);
    const { user } = await renderAuthScreen(EmailVerifiedScreen, { path: '/email-verified', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify e-mail' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(`We sent a verification link to ${EMAIL}.`);

    const resend = screen.getByRole('button', { name: 'Send the link again' });
    expect(resend).not.toHaveAttribute('aria-disabled');
    await user.click(resend);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`We sent a new link to ${EMAIL}. You can ask for another link in 30 seconds.`));
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription(/You can ask for another link in (30|29) seconds/);
    const sent = await latestEmail(backend);
    expect(sent).toMatchObject({ kind: 'verifyEmail', to: EMAIL });
  });

  it('makes the first resend wait when the registration has just sent the link', async () => {
    const backend = await createTestBackend();
    await registered(backend);
    await renderAuthScreen(EmailVerifiedScreen, { path: '/email-verified', initialEntry: { pathname: '/email-verified', state: { verificationJustSent: true } }, backend });
    expect(await screen.findByRole('button', { name: 'Send the link again' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('applies the code of a verification link and moves on', async () => {
    const backend = await createTestBackend();
    const code = await registered(backend);
    const { router } = await renderAuthScreen(EmailVerifiedScreen, { path: '/email-verified', initialEntry: `/email-verified?mode=verifyEmail&oobCode=${code}`, backend });
    expect(await screen.findByText('Arrived at /verification-successful')).toBeInTheDocument();
    expect(backend.auth.currentUser()?.emailVerified).toBe(true);
    // Replaced, so that Back does not apply the used link again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('explains an expired link and sends a working new one', async () => {
    let time = Date.parse('2026-03-02T09:00:00Z');
    const backend = await createTestBackend({ now: () => time });
    const oldCode = await registered(backend);
    time += 3 * DAY + 60_000;
    const { user } = await renderAuthScreen(EmailVerifiedScreen, { path: '/email-verified', initialEntry: `/email-verified?mode=verifyEmail&oobCode=${oldCode}`, backend });
    const alert = await screen.findByText('Link expired! Click on the resend button and we will send another verification link');
    expect(screen.getByRole('alert')).toContainElement(alert);

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`We sent a new link to ${EMAIL}.`));
    expect(screen.queryByText(/Link expired!/)).not.toBeInTheDocument();
    const newLink = new URL((await latestEmail(backend))?.link ?? '');
    expect(newLink.searchParams.get('oobCode')).not.toBe(oldCode);
    await act(() => backend.auth.applyActionCode(newLink.searchParams.get('oobCode') ?? ''));
    expect(backend.auth.currentUser()?.emailVerified).toBe(true);
  });

  it('explains a link that is not valid', async () => {
    const backend = await createTestBackend();
    await registered(backend);
    await renderAuthScreen(EmailVerifiedScreen, { path: '/email-verified', initialEntry: '/email-verified?mode=verifyEmail&oobCode=made-up', backend });
    expect(await screen.findByText('This link is not valid any more. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });

  it('notices a verification done in another tab when the page gets focus', async () => {
    const databaseName = uniqueDatabaseName('auth-two-tabs');
    const backend = await createTestBackend({ databaseName });
    const code = await registered(backend);
    await renderAuthScreen(EmailVerifiedScreen, { path: '/email-verified', backend });
    await screen.findByRole('heading', { level: 1, name: 'Verify e-mail' });
    const otherTab = await createTestBackend({ databaseName });
    await act(() => otherTab.auth.applyActionCode(code));
    expect(screen.queryByText('Arrived at /verification-successful')).not.toBeInTheDocument();
    fireEvent.focus(window);
    expect(await screen.findByText('Arrived at /verification-successful')).toBeInTheDocument();
  });

  it('signs out to use another account', async () => {
    const backend = await createTestBackend();
    await registered(backend);
    const { user } = await renderAuthScreen(EmailVerifiedScreen, { path: '/email-verified', backend });
    await user.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(backend.auth.currentUser()).toBeNull();
  });

  it('sends a verified user on', async () => {
    const backend = await createTestBackend();
    const code = await registered(backend);
    await backend.auth.applyActionCode(code);
    await renderAuthScreen(EmailVerifiedScreen, { path: '/email-verified', backend });
    expect(await screen.findByText('Arrived at /verification-successful')).toBeInTheDocument();
  });

  it('speaks Macedonian', async () => {
    const backend = await createTestBackend();
    await registered(backend);
    await renderAuthScreen(EmailVerifiedScreen, { path: '/email-verified', backend, language: 'mk' });
    expect(await screen.findByRole('button', { name: 'Испрати ја врската повторно' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(`Испративме врска за потврда на ${EMAIL}.`);
  });
});
