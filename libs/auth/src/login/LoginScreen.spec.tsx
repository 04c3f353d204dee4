import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionSignInReturnStore } from '@console/auth-guard';
import { createTestBackend } from '@console/testing';
import { renderAuthScreen } from '../testing/auth-screen-harness';
import { LoginScreen } from './LoginScreen';

const EMAIL = 'ana@bank.example';
const PASSWORD = 'secret-1';

const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });

async function withAccount(now?: () => number) {
  const backend = await createTestBackend(now ? { now } : {});
  await backend.auth.register(EMAIL, PASSWORD);
  await backend.auth.signOut();
  return backend;
}

async function open(now?: () => number) {
  const backend = await withAccount(now);
  return renderAuthScreen(LoginScreen, { path: '/login', backend });
}

describe('LoginScreen', () => {
  it('signs in and goes on to the FAQ page', async () => {
    const { user, backend } = await open();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), EMAIL);
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Arrived at /faq')).toBeInTheDocument();
    expect(backend.auth.currentUser()?.email).toBe(EMAIL);
  });

  it('goes back to the page the guard turned the person away from, once', async () => {
    sessionSignInReturnStore().write('/products/cards?search=visa');
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), EMAIL);
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Arrived at /products/cards?search=visa')).toBeInTheDocument();
    expect(sessionSignInReturnStore().take()).toBeNull();
  });

  it('offers the ways to a new account and to a forgotten password', async () => {
    await open();
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('names the empty fields and puts the focus on the first one', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = emailField();
    expect(email).toHaveAccessibleDescription('Enter your e-mail address');
    expect(passwordField()).toHaveAccessibleDescription('Field required');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the 2 marked fields.');
  });

  it('says the e-mail or the password is wrong without telling which, and keeps what was typed', async () => {
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), EMAIL);
    await user.type(passwordField(), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The e-mail or the password is incorrect'));
    expect(emailField()).toHaveValue(EMAIL);
    expect(passwordField()).toHaveValue('not-the-password');
    expect(screen.queryByText('Arrived at /faq')).not.toBeInTheDocument();
  });

  it('gives the same answer for an address without an account', async () => {
    const { user } = await open();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'nobody@bank.example');
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The e-mail or the password is incorrect'));
  });

  it('asks to wait after too many failed attempts and says until when', async () => {
    const time = new Date(2026, 2, 2, 10, 41, 20).getTime();
    const { user, backend } = await open(() => time);
    for (let attempt = 0; attempt < 5; attempt++) await backend.auth.signIn(EMAIL, 'wrong-1').catch(() => undefined);
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), EMAIL);
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again at 10:42.'));
  });

  it('offers a password reset when the account has been disabled', async () => {
    let time = Date.parse('2026-03-02T09:00:00Z');
    const { user, backend } = await open(() => time);
    for (let attempt = 0; attempt < 10; attempt++) {
      await backend.auth.signIn(EMAIL, 'wrong-1').catch(() => undefined);
      // Past every lockout, so that each attempt counts.
      time += 10 * 60_000;
    }
    // Only the right password learns that the account is disabled.
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), EMAIL);
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Access to this account has been temporarily disabled'));
    expect(within(alert).getByRole('link', { name: 'Reset your password now' })).toHaveAttribute('href', '/forgot-password');
  });

  it('speaks Macedonian', async () => {
    const backend = await withAccount();
    await renderAuthScreen(LoginScreen, { path: '/login', backend, language: 'mk' });
    expect(await screen.findByRole('textbox', { name: 'Е-пошта' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Лозинка/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Најави се' })).toBeInTheDocument();
  });

  it('speaks Albanian', async () => {
    const backend = await withAccount();
    await renderAuthScreen(LoginScreen, { path: '/login', backend, language: 'sq' });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fjalëkalimi/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hyr' })).toBeInTheDocument();
  });
});
