import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT_LIMITS } from '@console/account-data';
import { pasteInto, testPaths } from '@console/testing';
import { completeAccount, renderSettingsScreen } from '../testing/settings-screen-harness';

const { profile, assistant, bank } = ACCOUNT_TEXT_LIMITS;
const user = () => userEvent.setup({ applyAccept: false });
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' });
const text = (length: number) => 'x'.repeat(length);
const email = (length: number) => `${'a'.repeat(length - '@bank.example'.length)}@bank.example`;

/** Every free text of the form, its limit and a valid value of a given length. */
const limitedFields = [
  { label: /^Name/, max: profile.name, value: text },
  { label: /^Surname/, max: profile.surname, value: text },
  { label: /^Company/, max: profile.company, value: text },
  { label: /^Assistant name/, max: assistant.name, value: text },
  { label: /^Bank name/, max: bank.name, value: text },
  { label: /^Location/, max: bank.location, value: text },
  { label: /^Contact/, max: bank.contact, value: text },
  { label: /^Destination e-mail/, max: bank.destinationEmail, value: email },
] as const;

async function loaded() {
  await screen.findByRole('group', { name: 'Personal details' }, { timeout: 5_000 });
}

/** Pasted, as long texts usually arrive; typing them key by key would only slow the test. */
async function replace(person: ReturnType<typeof user>, label: RegExp, value: string) {
  await person.clear(field(label));
  await pasteInto(person, field(label), value);
}

describe('SettingsScreen length limits', () => {
  it('refuses one character over each limit next to the field, keeps the text and saves nothing', async () => {
    const person = user();
    const { backend } = await renderSettingsScreen(completeAccount);
    await loaded();
    for (const { label, max, value } of limitedFields) await replace(person, label, value(max + 1));
    await replace(person, /^Phone number/, `+${'1'.repeat(bank.phone)}`);
    await person.click(save());

    await waitFor(() => expect(field(/^Name/)).toHaveFocus());
    for (const { label, max, value } of limitedFields) {
      expect(field(label)).toHaveAccessibleDescription(new RegExp(`Use at most ${max} characters`));
      expect(field(label)).toHaveValue(value(max + 1));
    }
    expect(field(/^Phone number/)).toHaveAccessibleDescription(/Use at most 50 characters/);
    expect(screen.getByText('Please correct the 9 marked fields.')).toBeInTheDocument();
    expect((await backend.documents.getDoc(testPaths.account)).data).toEqual(completeAccount);
  });

  it('saves texts exactly at each limit, measured without the spaces around them', async () => {
    const person = user();
    const { backend } = await renderSettingsScreen(completeAccount);
    await loaded();
    for (const { label, max, value } of limitedFields) await replace(person, label, `  ${value(max)} `);
    await person.click(save());

    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    const data = (await backend.documents.getDoc(testPaths.account)).data as typeof completeAccount;
    expect(data['profile']).toMatchObject({ name: text(200), surname: text(200), company: text(200) });
    expect(data['assistant']).toMatchObject({ name: text(200) });
    expect(data['bank']).toMatchObject({ name: text(200), location: text(200), contact: text(200), destinationEmail: email(254) });
    expect(field(/^Destination e-mail/)).toHaveValue(email(254));
  });
});
