import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT, backendWithAccount, renderResetJourney, sendResetCode } from './testing/reset-test-setup';

const link = (code: string, lang = 'en') => `/set-new-password?mode=resetPassword&oobCode=${encodeURIComponent(code)}&lang=${lang}`;

beforeEach(() => localStorage.clear());

describe('SetNewPasswordScreen', () => {
  it('names the account of the link and checks the new password before sending it', async () => {
    const backend = await backendWithAccount();
    const code = await sendResetCode(backend);
    const { user } = await renderResetJourney(link(code), { backend });

    expect(await screen.findByText(/Choose a new password for/)).toHaveTextContent(`Choose a new password for ${ACCOUNT.email}.`);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Set a new password' })).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Save the new password' });
    await user.click(submit);
    const password = screen.getByLabelText(/^New password/);
    const repeat = screen.getByLabelText(/^Repeat the new password/);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Field required'));
    expect(repeat).toHaveAccessibleDescription('Field required');

    await user.type(password, 'abc');
    await user.type(repeat, 'abd');
    await user.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('Password must have at least 6 characters')));
    expect(repeat).toHaveAccessibleDescription('Passwords do not match');
    expect(password).toHaveValue('abc');
    expect(repeat).toHaveValue('abd');
  });

  it('takes the code out of the address bar at once (no history, bookmark or page view carries it), and still uses it', async () => {
    const backend = await backendWithAccount();
    const code = await sendResetCode(backend);
    const { router } = await renderResetJourney(link(code), { backend });
    expect(await screen.findByText(/Choose a new password for/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?lang=en'));
    expect(router.state.location.pathname).toBe('/set-new-password');
    expect(JSON.stringify(router.state.location)).not.toMatch(/oobCode=/);
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeEnabled();
  });

  it('refuses a password used before next to the field, keeps what was typed, then accepts a new one', async () => {
    const backend = await backendWithAccount();
    const code = await sendResetCode(backend);
    const { user, router } = await renderResetJourney(link(code), { backend });

    const password = await screen.findByLabelText(/^New password/);
    const repeat = screen.getByLabelText(/^Repeat the new password/);
    await user.type(password, ACCOUNT.password);
    await user.type(repeat, ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('The new password must differ from the ones you used before')));
    expect(password).toHaveFocus();
    expect(password).toBeInvalid();
    expect(password).toHaveValue(ACCOUNT.password);
    expect(repeat).toHaveValue(ACCOUNT.password);
    expect(router.state.location.pathname).toBe('/set-new-password');

    await user.clear(password);
    await user.type(password, 'second-secret');
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining('must differ'));
    await user.clear(repeat);
    await user.type(repeat, 'second-secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your password has been changed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password-reset-successfully');
    await expect(backend.auth.signIn(ACCOUNT.email, ACCOUNT.password)).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(backend.auth.signIn(ACCOUNT.email, 'second-secret')).resolves.toMatchObject({ email: ACCOUNT.email });
  });

  it('says that an expired link is expired and leads to a new one', async () => {
    let now = Date.now();
    const backend = await backendWithAccount(() => now);
    const code = await sendResetCode(backend);
    now += 61 * 60_000;
    const { user, router } = await renderResetJourney(link(code), { backend });

    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired!');
    expect(screen.getByRole('heading', { level: 2, name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says that an unknown or used link is not valid', async () => {
    await renderResetJourney(link('not-a-real-code'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a page opened without a code and links to a new request', async () => {
    await renderResetJourney('/set-new-password');
    expect(screen.getByRole('alert')).toHaveTextContent('this address does not contain one');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('reports a link used meanwhile in another tab in an alert, keeping the form filled', async () => {
    const backend = await backendWithAccount();
    const code = await sendResetCode(backend);
    const { user } = await renderResetJourney(link(code), { backend });
    const password = await screen.findByLabelText(/^New password/);
    await user.type(password, 'third-secret');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'third-secret');
    await backend.auth.confirmPasswordReset(code, 'other-tab-secret');

    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid any more.'));
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(password).toHaveValue('third-secret');
  });

  it('switches the interface to the language of the link and keeps it', async () => {
    const backend = await backendWithAccount();
    const code = await sendResetCode(backend);
    const { i18n } = await renderResetJourney(link(code, 'sq'), { backend, language: 'en' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Vendosni një fjalëkalim të ri' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fjalëkalimi i ri/)).toBeInTheDocument();
    expect(i18n.language).toBe('sq');
    expect(localStorage.getItem('language')).toBe('sq');
  });

  it('ignores a language the console does not have', async () => {
    const backend = await backendWithAccount();
    const code = await sendResetCode(backend);
    const { i18n } = await renderResetJourney(link(code, 'de'), { backend, language: 'mk' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Поставете нова лозинка' })).toBeInTheDocument();
    expect(i18n.language).toBe('mk');
    expect(localStorage.getItem('language')).toBeNull();
  });
});
