import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imageFile, testPaths, withOfflineWrites } from '@console/testing';
import { completeAccount, heldWrites, renderSettingsScreen } from '../testing/settings-screen-harness';

const user = () => userEvent.setup({ applyAccept: false });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' });

async function loaded() {
  await screen.findByRole('group', { name: 'Personal details' }, { timeout: 5_000 });
}

describe('SettingsScreen', () => {
  it('shows a loading state, then every section filled from the account document', async () => {
    await renderSettingsScreen(completeAccount);
    expect(screen.getByRole('status', { name: 'Loading your settings…' })).toBeInTheDocument();
    await loaded();
    for (const legend of ['Personal details', 'Assistant', 'Bank', 'Customer type']) expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Ana');
    expect(field(/^Company/)).toHaveValue('Demo Banka');
    expect(screen.getByRole('combobox', { name: /Language of the account/ })).toHaveValue('mk');
    expect(field(/^Message bubble colour/)).toHaveValue('#0B5FFF');
    expect(field(/^Destination e-mail/)).toHaveValue('leads@demobanka.example');
    expect(screen.getByRole('radio', { name: /^Individual/ })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Photo of the assistant' })).toHaveAttribute('src', 'https://example.test/vesna.png');
    expect(screen.getByRole('navigation', { name: 'Settings sections' })).toBeInTheDocument();
  });

  it('explains every missing required field next to it and focuses the first one', async () => {
    const person = user();
    await renderSettingsScreen({ profile: { name: 'Ana', language: 'en' } });
    await loaded();
    await person.clear(field(/^Name/));
    await person.click(save());

    await waitFor(() => expect(field(/^Name/)).toHaveFocus());
    expect(field(/^Name/)).toHaveAccessibleDescription('Field required');
    expect(field(/^Surname/)).toHaveAccessibleDescription('Field required');
    expect(field(/^Assistant name/)).toHaveAccessibleDescription(/Field required/);
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    expect(field(/^Bank name/)).toHaveAccessibleDescription('Field required');
    expect(screen.getByText(/^Please correct the \d+ marked fields\.$/)).toBeInTheDocument();
  });

  it('checks the e-mail, the phone number and the colour code', async () => {
    const person = user();
    await renderSettingsScreen(completeAccount);
    await loaded();
    await person.clear(field(/^Destination e-mail/));
    await person.type(field(/^Destination e-mail/), 'leads@');
    await person.clear(field(/^Phone number/));
    await person.type(field(/^Phone number/), 'call us');
    await person.clear(field(/^Message bubble colour/));
    await person.type(field(/^Message bubble colour/), '#12345');
    await person.click(save());

    await waitFor(() => expect(field(/^Message bubble colour/)).toHaveFocus());
    expect(field(/^Message bubble colour/)).toHaveAccessibleDescription(/Enter a colour as # followed by six hexadecimal digits/);
    expect(field(/^Phone number/)).toHaveAccessibleDescription(/Enter a phone number with digits only/);
    expect(field(/^Destination e-mail/)).toHaveAccessibleDescription(/Invalid e-mail address/);
  });

  it('keeps the colour code and the colour picker in step, and the preview bubble readable', async () => {
    const person = user();
    await renderSettingsScreen(completeAccount);
    await loaded();
    const code = field(/^Message bubble colour/);
    const picker = screen.getByLabelText('Pick the message bubble colour');
    const bubble = screen.getByText('Hello! I am Vesna. How can I help you today?');
    expect(picker).toHaveValue('#0b5fff');
    expect(bubble).toHaveStyle({ backgroundColor: 'rgb(11, 95, 255)', color: 'rgb(255, 255, 255)' });

    await person.clear(code);
    await person.type(code, '#FFE600');
    expect(picker).toHaveValue('#ffe600');
    expect(bubble).toHaveStyle({ backgroundColor: 'rgb(255, 230, 0)', color: 'rgb(11, 29, 54)' });

    // The picker is a native control; a person choosing a colour fires its input event.
    fireEvent.input(picker, { target: { value: '#006b3c' } });
    expect(code).toHaveValue('#006B3C');

    await person.clear(field(/^Assistant name/));
    await person.type(field(/^Assistant name/), 'Mila');
    expect(screen.getByText('Hello! I am Mila. How can I help you today?')).toBeInTheDocument();
  });

  it('refuses a photo of the wrong type or over 2 MB with a clear message and keeps the saved one', async () => {
    const person = user();
    await renderSettingsScreen(completeAccount);
    await loaded();
    const input = screen.getByLabelText(/^Assistant photo/);
    await person.upload(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription(/This file type is not allowed\. Choose a PNG, JPEG, or WEBP image\./);
    expect(screen.getByRole('img', { name: 'Photo of the assistant' })).toHaveAttribute('src', 'https://example.test/vesna.png');

    await person.upload(input, imageFile('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(input).toHaveAccessibleDescription(/The image is too large\. Choose one of at most 2 MB\./);
    expect(screen.getByText('All changes are saved.')).toBeInTheDocument();
  });

  it('saves the changed sections, uploads the photo and confirms it', async () => {
    const person = user();
    const { backend } = await renderSettingsScreen(completeAccount);
    await loaded();
    await person.clear(field(/^Name/));
    await person.type(field(/^Name/), '  Marija ');
    await person.upload(screen.getByLabelText(/^Assistant photo/), imageFile('mila.webp', 'image/webp'));
    await person.click(screen.getByRole('radio', { name: /^Corporate/ }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await person.click(save());

    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    expect(screen.getByText('All changes are saved.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Marija');
    const data = (await backend.documents.getDoc(testPaths.account)).data as typeof completeAccount & { assistant: { avatar: { path: string } } };
    expect(data['profile']).toMatchObject({ name: 'Marija', surname: 'Petrovska', customerType: 'corporate', updatedAt: expect.any(Number) });
    expect(data.assistant.avatar.path).toMatch(new RegExp(`^${testPaths.files}/assistant/photo-\\d+\\.webp$`, 'u'));
    expect(data['bank']).toEqual(completeAccount['bank']);
  });

  it('lists who changed what and when below the form, as the server keeps it, filtered by area', async () => {
    const person = user();
    await renderSettingsScreen(completeAccount);
    await loaded();
    const changes = screen.getByRole('region', { name: 'Changes' });
    expect(await within(changes).findByText('Nothing has been changed yet.')).toBeInTheDocument();
    await person.clear(field(/^Name/));
    await person.type(field(/^Name/), 'Marija');
    await person.click(save());
    const row = await within(changes).findByRole('row', { name: /Settings: changed/ }, { timeout: 5_000 });
    expect(row).toHaveTextContent('profile.name');
    expect(row).toHaveTextContent('The account');
    expect(row).toHaveTextContent(/@/);
    await person.selectOptions(within(changes).getByRole('combobox', { name: 'Show' }), 'products');
    expect(within(changes).getByText('Nothing has been changed yet.')).toBeInTheDocument();
  });

  it("saves the bank's time zone, currency and consent text, Skopje's, the denar and the chat's own until chosen", async () => {
    const person = user();
    const { backend } = await renderSettingsScreen(completeAccount);
    await loaded();
    const timeZone = screen.getByRole('combobox', { name: /^Time zone/ });
    const currency = screen.getByRole('combobox', { name: /^Currency/ });
    expect(timeZone).toHaveDisplayValue('Skopje');
    expect(currency).toHaveDisplayValue('MKD · Macedonian denar');
    await person.selectOptions(timeZone, 'Tirana');
    await person.selectOptions(currency, 'EUR · euro');
    await person.type(screen.getByRole('textbox', { name: 'Consent to be contacted, in English' }), 'I agree to be called back.');
    await person.click(save());
    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    const data = (await backend.documents.getDoc(testPaths.account)).data as { bank: Record<string, string> };
    expect(data.bank).toMatchObject({ timeZone: 'Europe/Tirane', currency: 'EUR', consent: { mk: '', en: 'I agree to be called back.', sq: '' } });
  });

  it('covers the page with the saving notice until the save is done', async () => {
    const person = user();
    const held = heldWrites();
    await renderSettingsScreen(completeAccount, { wrapBackend: held.wrap });
    await loaded();
    await person.type(field(/^Location/), ', Macedonia Street 1');
    await person.click(save());

    const notice = await screen.findByRole('alertdialog', { name: 'Saving…' });
    expect(notice).toHaveAccessibleDescription('Do not close or refresh this page.');
    held.release();
    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Saving…' })).not.toBeInTheDocument();
  });

  it('says when the connection is gone during a save, and lets the person close the notice and keep what was typed', async () => {
    const person = user();
    const held = heldWrites();
    await renderSettingsScreen(completeAccount, { wrapBackend: held.wrap });
    await loaded();
    await person.type(field(/^Location/), ', Macedonia Street 1');
    await person.click(save());
    const notice = await screen.findByRole('alertdialog', { name: 'Saving…' });

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(notice).toHaveAccessibleName('No connection');
    await person.click(within(notice).getByRole('button', { name: 'Keep working' }));
    expect(notice).not.toHaveAttribute('open');
    expect(field(/^Location/)).toHaveValue('Skopje, Macedonia Street 1');
    // The save still runs, so leaving the page still asks first.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    // The connection comes back (React Query, too, learns it from this event) and the save completes.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    held.release();
    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
  });

  it('keeps everything typed when the save fails for want of a connection, and says it saves once the connection returns', async () => {
    const person = user();
    const { backend } = await renderSettingsScreen(completeAccount, { wrapBackend: withOfflineWrites });
    await loaded();
    await person.clear(field(/^Bank name/));
    await person.type(field(/^Bank name/), 'Nova Banka');
    await person.clear(field(/^Surname/));
    await person.type(field(/^Surname/), 'Stojanova');
    await person.click(save());

    expect(await screen.findByText('No connection. Everything you typed is kept and will be saved as soon as the connection returns.')).toBeInTheDocument();
    expect(field(/^Bank name/)).toHaveValue('Nova Banka');
    expect(field(/^Surname/)).toHaveValue('Stojanova');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(((await backend.documents.getDoc(testPaths.account)).data as typeof completeAccount)['bank']).toEqual(completeAccount['bank']);
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    const person = user();
    const { router } = await renderSettingsScreen(completeAccount);
    await loaded();
    await person.type(field(/^Company/), ' AD');
    await person.click(screen.getByRole('link', { name: 'FAQ' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await person.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(field(/^Company/)).toHaveValue('Demo Banka AD');

    await person.click(screen.getByRole('link', { name: 'FAQ' }));
    await person.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
  });

  it('says so when there is nothing to save', async () => {
    const person = user();
    const confirmed = { ...completeAccount, profile: { ...(completeAccount['profile'] as object), updatedAt: 1_700_000_000_000 } };
    const { backend } = await renderSettingsScreen(confirmed);
    await loaded();
    await person.click(save());
    expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();
    expect(((await backend.documents.getDoc(testPaths.account)).data as typeof confirmed)['profile']).toEqual(confirmed['profile']);
  });

  it('confirms personal details never saved before when they are saved unchanged (the checklist step ticks)', async () => {
    const person = user();
    const { backend } = await renderSettingsScreen(completeAccount);
    await loaded();
    await person.click(save());
    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    const profile = ((await backend.documents.getDoc(testPaths.account)).data as typeof completeAccount)['profile'] as Record<string, unknown>;
    expect(profile).toMatchObject({ ...(completeAccount['profile'] as object), updatedAt: expect.any(Number) });
  });

  it('speaks Macedonian', async () => {
    await renderSettingsScreen(completeAccount, { language: 'mk' });
    expect(await screen.findByRole('group', { name: 'Лични податоци' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зачувај ги промените' })).toBeInTheDocument();
  });
});
