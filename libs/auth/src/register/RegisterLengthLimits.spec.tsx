import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT_LIMITS } from '@console/account-data';
import { renderAuthScreen } from '../testing/auth-screen-harness';
import { pasteInto } from '@console/testing';
import { RegisterScreen } from './RegisterScreen';
import { paths } from '@console/data-paths';

const { profile } = ACCOUNT_TEXT_LIMITS;
const textbox = (name: string) => screen.getByRole('textbox', { name });
const password = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const text = (length: number) => 'x'.repeat(length);

/** Everything valid except the profile texts, which are pasted as given. */
async function fillForm(user: UserEvent, texts: { Name: string; Surname: string; Company: string }) {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'marija@bank.example');
  await user.type(password(/^Password/), 'secret-1');
  await user.type(password(/^Repeat password/), 'secret-1');
  for (const [label, value] of Object.entries(texts)) {
    await pasteInto(user, textbox(label), value);
  }
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterScreen length limits', () => {
  it('refuses one character over the profile’s limits next to each field, keeps the text and creates nothing', async () => {
    const { user, backend } = await renderAuthScreen(RegisterScreen, { path: '/register' });
    const tooLong = { Name: text(profile.name + 1), Surname: text(profile.surname + 1), Company: text(profile.company + 1) };
    await fillForm(user, tooLong);

    await waitFor(() => expect(textbox('Name')).toHaveFocus());
    for (const [label, value] of Object.entries(tooLong)) {
      expect(textbox(label)).toHaveAccessibleDescription('Use at most 200 characters');
      expect(textbox(label)).toHaveValue(value);
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the 3 marked fields.');
    expect(backend.auth.currentUser()).toBeNull();
  });

  it('registers with texts exactly at the limits, measured without the spaces around them', async () => {
    const { user, backend } = await renderAuthScreen(RegisterScreen, { path: '/register' });
    await fillForm(user, { Name: ` ${text(profile.name)} `, Surname: text(profile.surname), Company: `${text(profile.company)}  ` });

    expect(await screen.findByText('Arrived at /email-verified')).toBeInTheDocument();
    const uid = backend.auth.currentUser()?.uid ?? '';
    const { data } = await backend.documents.getDoc(paths.account(backend.mode, uid));
    expect(data).toMatchObject({ profile: { name: text(200), surname: text(200), company: text(200) } });
  });
});
