import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@console/backend';
import { testPaths, withWriteJustBefore } from '@console/testing';
import { completeAccount, renderSettingsScreen, storeAssistantPhoto } from '../testing/settings-screen-harness';

const user = () => userEvent.setup({ applyAccept: false });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' });
const noticeNow = () => {
  const element = screen.queryByText('Your settings were changed elsewhere.')?.closest<HTMLElement>('[role="alert"]');
  if (!element) throw new Error('No notice that the settings were changed elsewhere');
  return element;
};
const storedBank = async (backend: Backend) => ((await backend.documents.getDoc(testPaths.account)).data as { bank: Record<string, string> }).bank;
const exists = (backend: Backend, path: string) =>
  backend.files.getDownloadUrl(path).then(
    () => true,
    () => false,
  );

async function loaded() {
  await screen.findByRole('group', { name: 'Personal details' }, { timeout: 5_000 });
}

async function typeBankName(person: ReturnType<typeof user>, name: string) {
  await person.clear(field(/^Bank name/));
  await person.type(field(/^Bank name/), name);
}

/** The screen on which a colleague, just before this page's first save reads, puts in a photo and a new phone number. */
async function renderWithColleagueSavingFirst() {
  const theirs = { photo: { default: '', path: '' } };
  const { backend } = await renderSettingsScreen(completeAccount, {
    wrapBackend: (real) =>
      withWriteJustBefore(
        real,
        async (tab) => {
          theirs.photo = await storeAssistantPhoto(tab, 'photo-77.png');
          await tab.documents.setDoc(testPaths.account, { assistant: { avatar: theirs.photo }, bank: { phone: '+389 2 999 999' } }, { merge: true });
        },
        { once: true },
      ),
  });
  return { backend, theirs };
}

describe('settings saved elsewhere meanwhile', () => {
  it('follows a change made in another tab while nothing is typed', async () => {
    const { backend } = await renderSettingsScreen(completeAccount);
    await loaded();
    await backend.documents.setDoc(testPaths.account, { bank: { phone: '+389 2 999 999' } }, { merge: true });

    await waitFor(() => expect(field(/^Phone number/)).toHaveValue('+389 2 999 999'));
    expect(screen.queryByText('Your settings were changed elsewhere.')).not.toBeInTheDocument();
    expect(screen.getByText('All changes are saved.')).toBeInTheDocument();
  });

  it('keeps what was typed and says so when another tab saves, then loads the saved version on request', async () => {
    const person = user();
    const { backend } = await renderSettingsScreen(completeAccount);
    await loaded();
    await typeBankName(person, 'Nova Banka');
    await backend.documents.setDoc(testPaths.account, { bank: { phone: '+389 2 999 999' } }, { merge: true });

    await waitFor(noticeNow);
    expect(noticeNow()).toHaveTextContent('While you were editing, it was saved in another tab or by someone else.');
    expect(field(/^Bank name/)).toHaveValue('Nova Banka');
    expect(field(/^Phone number/)).toHaveValue('+389 2 3100 100');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await person.click(within(noticeNow()).getByRole('button', { name: 'Load the saved version' }));
    expect(screen.queryByText('Your settings were changed elsewhere.')).not.toBeInTheDocument();
    expect(field(/^Bank name/)).toHaveValue('Demo Banka');
    expect(field(/^Phone number/)).toHaveValue('+389 2 999 999');
    expect(screen.getByText('All changes are saved.')).toBeInTheDocument();
    expect(save()).toHaveFocus();
  });

  it('refuses a save over a version saved meanwhile, keeping everything typed and the photo put in elsewhere', async () => {
    const person = user();
    const { backend, theirs } = await renderWithColleagueSavingFirst();
    await loaded();
    await typeBankName(person, 'Nova Banka');
    await person.click(save());

    await waitFor(() => expect(noticeNow()).toHaveFocus());
    expect(screen.queryByText('Your settings have been saved.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your settings were not saved/)).not.toBeInTheDocument();
    expect(field(/^Bank name/)).toHaveValue('Nova Banka');
    expect(await storedBank(backend)).toMatchObject({ name: 'Demo Banka', phone: '+389 2 999 999' });
    expect(await exists(backend, theirs.photo.path)).toBe(true);

    // Saving again before choosing only brings the question back.
    await person.click(save());
    expect(noticeNow()).toHaveFocus();
    expect(await storedBank(backend)).toMatchObject({ name: 'Demo Banka' });
  });

  it('saves on "Keep my changes": what was typed over the version saved meanwhile, the rest of that version kept', async () => {
    const person = user();
    const { backend, theirs } = await renderWithColleagueSavingFirst();
    await loaded();
    await typeBankName(person, 'Nova Banka');
    await person.click(save());
    await waitFor(noticeNow);
    // The photo shown is the saved one: once it is theirs, this page has the version saved meanwhile.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of the assistant' }).getAttribute('src')).toMatch(/^blob:/));

    await person.click(within(noticeNow()).getByRole('button', { name: 'Keep my changes' }));
    expect(screen.queryByText('Your settings were changed elsewhere.')).not.toBeInTheDocument();
    expect(field(/^Bank name/)).toHaveValue('Nova Banka');
    expect(field(/^Phone number/)).toHaveValue('+389 2 999 999');
    expect(save()).toHaveFocus();
    await person.click(save());

    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    expect(await storedBank(backend)).toMatchObject({ name: 'Nova Banka', phone: '+389 2 999 999' });
    expect(((await backend.documents.getDoc(testPaths.account)).data as { assistant: { avatar: unknown } }).assistant.avatar).toEqual(theirs.photo);
    expect(await exists(backend, theirs.photo.path)).toBe(true);
    // Its own save coming back through the listener is no change made elsewhere.
    expect(screen.queryByText('Your settings were changed elsewhere.')).not.toBeInTheDocument();
    expect(screen.getByText('All changes are saved.')).toBeInTheDocument();
  });
});
