import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Backend, OutboxMessage } from '@console/backend';
import { createTestBackend } from '@console/testing';
import { renderAuthScreen } from '../testing/auth-screen-harness';
import { RegisterScreen } from './RegisterScreen';
import { paths } from '@console/data-paths';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const password = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillForm(user: UserEvent, email = 'marija@bank.example') {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), email);
  await user.type(password(/^Password/), 'secret-1');
  await user.type(password(/^Repeat password/), 'secret-1');
  await user.type(textbox('Name'), 'Marija');
  await user.type(textbox('Surname'), 'Petrovska');
  await user.type(textbox('Company'), 'Demo Banka');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ }));
}

function outbox(backend: Backend): Promise<OutboxMessage[]> {
  return new Promise((resolve, reject) => {
    const stop = backend.outbox?.watch((messages) => {
      queueMicrotask(() => stop?.());
      resolve(messages);
    }, reject);
  });
}

describe('RegisterScreen', () => {
  it('creates the account with its profile, sends the verification e-mail in the current language and goes on', async () => {
    const { user, backend } = await renderAuthScreen(RegisterScreen, { path: '/register', language: 'sq' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), '  Marija@Bank.example ');
    await user.type(password(/^Fjalëkalimi/), 'secret-1');
    await user.type(password(/^Përsëritni fjalëkalimin/), 'secret-1');
    await user.type(textbox('Emri'), 'Marija');
    await user.type(textbox('Mbiemri'), 'Petrovska');
    await user.type(textbox('Kompania'), 'Demo Banka');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Krijo profilin' }));

    expect(await screen.findByText('Arrived at /email-verified')).toBeInTheDocument();
    const account = backend.auth.currentUser();
    expect(account).toMatchObject({ email: 'marija@bank.example', emailVerified: false });
    const profile = await backend.documents.getDoc(paths.account(backend.mode, account?.uid ?? ''));
    expect(profile.data).toEqual({
      profile: { name: 'Marija', surname: 'Petrovska', company: 'Demo Banka', language: 'sq', customerType: 'individual' },
    });
    const [email] = await outbox(backend);
    expect(email).toMatchObject({ kind: 'verifyEmail', to: 'marija@bank.example', language: 'sq' });
  });

  it('shows every rule next to its field and focuses the first one to correct', async () => {
    const { user } = await renderAuthScreen(RegisterScreen, { path: '/register' });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.type(password(/^Password/), 'abc');
    await user.type(password(/^Repeat password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(textbox('E-mail')).toHaveFocus());
    expect(textbox('E-mail')).toHaveAccessibleDescription('Invalid e-mail address');
    expect(password(/^Password/)).toHaveAccessibleDescription('Password must have at least 6 characters');
    expect(password(/^Repeat password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(textbox('Name')).toHaveAccessibleDescription('Field required');
    expect(textbox('Surname')).toHaveAccessibleDescription('Field required');
    expect(textbox('Company')).toHaveAccessibleDescription('Field required');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to the terms of use and the privacy policy');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the 7 marked fields.');
  });

  it('says at the e-mail field that the address is taken and keeps everything typed', async () => {
    const backend = await createTestBackend();
    await backend.auth.register('marija@bank.example', 'other-secret');
    await backend.auth.signOut();
    const { user } = await renderAuthScreen(RegisterScreen, { path: '/register', backend });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(textbox('E-mail')).toHaveAccessibleDescription('This e-mail is already in use'));
    expect(textbox('E-mail')).toHaveFocus();
    // Leaving the field does not make the message go away while the address is the same.
    await user.tab();
    expect(textbox('E-mail')).toHaveAccessibleDescription('This e-mail is already in use');
    expect(textbox('E-mail')).toHaveValue('marija@bank.example');
    expect(password(/^Password/)).toHaveValue('secret-1');
    expect(textbox('Company')).toHaveValue('Demo Banka');
    expect(screen.getByRole('checkbox')).toBeChecked();

    await user.clear(textbox('E-mail'));
    await user.type(textbox('E-mail'), 'marija.p@bank.example');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Arrived at /email-verified')).toBeInTheDocument();
  });

  it('opens the terms of use and the privacy policy in a dialog without leaving the form', async () => {
    const { user } = await renderAuthScreen(RegisterScreen, { path: '/register' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Marija');
    await user.click(screen.getByRole('button', { name: 'terms of use' }));
    const terms = screen.getByRole('dialog', { name: 'Terms of use' });
    expect(within(terms).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(terms).getByRole('button', { name: 'Back to the form' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'privacy policy' }));
    expect(screen.getByRole('dialog', { name: 'Privacy policy' })).toHaveTextContent('We do not sell your data.');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(textbox('Name')).toHaveValue('Marija');
  });

  it('links to the sign-in page', async () => {
    await renderAuthScreen(RegisterScreen, { path: '/register' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
