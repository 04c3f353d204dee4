import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths, type Backend, type Locale } from '@console/backend';
import { wrapDocuments } from '@console/testing';
import { TEST_MODE, TEST_USER, type QuestionFixture } from '../testing/faq-fixtures';
import { renderFaqScreen } from '../testing/faq-screen-harness';
import { giveElementsLayout } from '../testing/jsdom-layout';

const questions: QuestionFixture[] = [{ id: 'cards-block', category: 'Cards', question: { en: 'How do I block my card?', sq: 'Si ta bllokoj kartën time?' } }];

interface StoredAnswer {
  answer: { text: string; attachments: Array<{ name: string; path: string; contentType: string; size: number }> };
}

const answerPath = (locale: Locale) => `${paths.accountAnswers(TEST_MODE, TEST_USER.uid, locale)}/cards-block`;
const readAnswer = async (backend: Backend, locale: Locale) => (await backend.documents.getDoc<StoredAnswer>(answerPath(locale))).data?.answer;
const pdf = (name: string) => new File([new Uint8Array(256)], name, { type: 'application/pdf' });
const storeFile = (backend: Backend, path: string) =>
  backend.files.upload(path, pdf('tariff.pdf'), { contentType: 'application/pdf', allowedTypes: ['application/pdf'], maxBytes: 1024 });
const isStored = (backend: Backend, path: string) =>
  backend.files.getDownloadUrl(path).then(
    () => true,
    () => false,
  );
const editorOf = (question: string) => screen.findByRole('region', { name: question });
const changedElsewhereNotice = async () => {
  const notice = (await screen.findByText('This answer was changed elsewhere.')).closest<HTMLElement>('[role="alert"]');
  if (!notice) throw new Error('The notice is no alert');
  return notice;
};

beforeEach(() => giveElementsLayout());

describe('attachments of answers in several languages', () => {
  it('keeps a file of the same name apart per language, and removing it in one language leaves the other’s file', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' }, sq: { 'cards-block': 'Na telefononi.' } } });

    await user.click(await screen.findByRole('button', { name: 'How do I block my card?' }));
    const english = await editorOf('How do I block my card?');
    await user.upload(within(english).getByLabelText('Add files'), [pdf('tariff.pdf')]);
    expect(await within(english).findByRole('button', { name: 'tariff.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Answer saved.')).toBeInTheDocument();

    // The editor stays open and starts afresh on the answer in the new language.
    await act(() => harness.i18n.changeLanguage('sq'));
    const albanianEditor = await editorOf('Si ta bllokoj kartën time?');
    await user.upload(within(albanianEditor).getByLabelText('Shto skedarë'), [pdf('tariff.pdf')]);
    expect(await within(albanianEditor).findByRole('button', { name: 'tariff.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ruaj përgjigjen' }));
    expect(await screen.findByText('Përgjigjja u ruajt.')).toBeInTheDocument();

    const englishFile = (await readAnswer(harness.backend, 'en'))?.attachments[0]?.path ?? '';
    const albanianFile = (await readAnswer(harness.backend, 'sq'))?.attachments[0]?.path ?? '';
    expect(englishFile).toContain('/faq/en/cards-block/');
    expect(albanianFile).toContain('/faq/sq/cards-block/');
    expect(await isStored(harness.backend, englishFile)).toBe(true);
    expect(await isStored(harness.backend, albanianFile)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Hiq tariff.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Ruaj përgjigjen' }));
    await waitFor(async () => expect((await readAnswer(harness.backend, 'sq'))?.attachments).toEqual([]));
    expect((await readAnswer(harness.backend, 'en'))?.attachments.map((item) => item.path)).toEqual([englishFile]);
    expect(await isStored(harness.backend, englishFile)).toBe(true);
  });

  it('leaves a file that answers saved before per-language folders share, when one language takes it out', async () => {
    const user = userEvent.setup();
    const shared = `${paths.accountFiles(TEST_MODE, TEST_USER.uid)}/faq/cards-block/tariff.pdf`;
    const attachment = { name: 'tariff.pdf', path: shared, contentType: 'application/pdf', size: 256 };
    const harness = await renderFaqScreen({
      questions,
      answers: { en: { 'cards-block': { text: 'Call us.', attachments: [attachment] } }, sq: { 'cards-block': { text: 'Na telefononi.', attachments: [attachment] } } },
    });
    await storeFile(harness.backend, shared);

    await user.click(await screen.findByRole('button', { name: 'How do I block my card?' }));
    await user.click(await screen.findByRole('button', { name: 'Remove tariff.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Answer saved.')).toBeInTheDocument();

    expect((await readAnswer(harness.backend, 'en'))?.attachments).toEqual([]);
    expect((await readAnswer(harness.backend, 'sq'))?.attachments.map((item) => item.path)).toEqual([shared]);
    expect(await isStored(harness.backend, shared)).toBe(true);
  });
});

describe('an answer changed elsewhere while it is being edited', () => {
  const otherTabSaves = (backend: Backend, attachments: StoredAnswer['answer']['attachments'] = []) =>
    act(() => backend.documents.setDoc(answerPath('en'), { answer: { text: 'Changed in another tab.', attachments, source: 'bank' } }, { merge: true }));

  it('says so and keeps the draft; kept, it is saved over the other version without deleting its files', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' } } });
    await user.click(await screen.findByRole('button', { name: 'How do I block my card?' }));
    const field = within(await editorOf('How do I block my card?')).getByRole('textbox', { name: "Your bank's answer" });
    await user.type(field, ' Day and night.');

    const theirs = `${paths.accountFiles(TEST_MODE, TEST_USER.uid)}/faq/en/cards-block/OtherTabUpload000001-branches.pdf`;
    await storeFile(harness.backend, theirs);
    await otherTabSaves(harness.backend, [{ name: 'branches.pdf', path: theirs, contentType: 'application/pdf', size: 256 }]);

    const notice = await changedElsewhereNotice();
    expect(notice).toHaveTextContent('saved in another tab or by someone else');
    expect(field).toHaveValue('Call us. Day and night.');
    expect(screen.getByRole('button', { name: 'Save answer' })).toBeDisabled();

    await user.click(within(notice).getByRole('button', { name: 'Keep my changes' }));
    expect(screen.queryByText('This answer was changed elsewhere.')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Call us. Day and night.');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Answer saved.')).toBeInTheDocument();
    expect(await readAnswer(harness.backend, 'en')).toMatchObject({ text: 'Call us. Day and night.', attachments: [] });
    expect(await isStored(harness.backend, theirs)).toBe(true);
    // Its own save coming back through the listener is no change made elsewhere.
    expect(screen.queryByText('This answer was changed elsewhere.')).not.toBeInTheDocument();
  });

  it('loads the saved version on request, dropping the draft and its own uploads', async () => {
    const user = userEvent.setup();
    const uploaded: string[] = [];
    const harness = await renderFaqScreen(
      { questions, answers: { en: { 'cards-block': 'Call us.' } } },
      {
        wrapBackend: (backend) => ({
          ...backend,
          files: {
            upload: async (path, file, options) => {
              uploaded.push(path);
              return backend.files.upload(path, file, options);
            },
            getDownloadUrl: (path) => backend.files.getDownloadUrl(path),
            delete: (path) => backend.files.delete(path),
          },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'How do I block my card?' }));
    const editor = await editorOf('How do I block my card?');
    const field = within(editor).getByRole('textbox', { name: "Your bank's answer" });
    await user.type(field, ' Day and night.');
    await user.upload(within(editor).getByLabelText('Add files'), [pdf('draft.pdf')]);
    expect(await within(editor).findByRole('button', { name: 'draft.pdf' })).toBeInTheDocument();

    await otherTabSaves(harness.backend);
    const notice = await changedElsewhereNotice();
    await user.click(within(notice).getByRole('button', { name: 'Load the saved version' }));

    expect(field).toHaveValue('Changed in another tab.');
    expect(field).toHaveFocus();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'draft.pdf' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await isStored(harness.backend, uploaded[0] ?? '')).toBe(false));
  });

  it('follows a change made elsewhere without asking while there is nothing to lose', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' } } });
    await user.click(await screen.findByRole('button', { name: 'How do I block my card?' }));
    const field = within(await editorOf('How do I block my card?')).getByRole('textbox', { name: "Your bank's answer" });
    await otherTabSaves(harness.backend);
    await waitFor(() => expect(field).toHaveValue('Changed in another tab.'));
    expect(screen.queryByText('This answer was changed elsewhere.')).not.toBeInTheDocument();
  });
});

describe('a save over a version saved meanwhile', () => {
  it('is refused, keeps the draft and asks, and goes through once the bank keeps its changes', async () => {
    const user = userEvent.setup();
    let colleagueSaves = true;
    const harness = await renderFaqScreen(
      { questions, answers: { en: { 'cards-block': 'Call us.' } } },
      {
        // A colleague's save lands just before this one is read: too late for the listener to tell.
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            transaction: async (paths, decide) => {
              if (colleagueSaves) {
                colleagueSaves = false;
                await backend.documents.setDoc(answerPath('en'), { answer: { text: 'Visit any branch.', attachments: [], source: 'bank' } }, { merge: true });
              }
              return backend.documents.transaction(paths, decide);
            },
          }),
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'How do I block my card?' }));
    const field = screen.getByRole('textbox', { name: "Your bank's answer" });
    await user.clear(field);
    await user.type(field, 'Block it in the app.');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));

    const notice = await changedElsewhereNotice();
    expect(field).toHaveValue('Block it in the app.');
    expect((await readAnswer(harness.backend, 'en'))?.text).toBe('Visit any branch.');
    await user.click(within(notice).getByRole('button', { name: 'Keep my changes' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Answer saved.')).toBeInTheDocument();
    expect((await readAnswer(harness.backend, 'en'))?.text).toBe('Block it in the app.');
  });
});
