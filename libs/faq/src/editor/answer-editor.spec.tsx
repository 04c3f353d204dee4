import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@console/locale';
import { BackendError, type Backend } from '@console/backend';
import { type QuestionFixture, testPaths, wrapDocuments } from '@console/testing';
import { renderFaqScreen } from '../testing/faq-screen-harness';
import { giveElementsLayout } from '../testing/jsdom-layout';

const questions: QuestionFixture[] = [
  {
    id: 'cards-block',
    category: 'Cards',
    question: { mk: 'Како да ја блокирам картичката?', en: 'How do I block my card?', sq: 'Si ta bllokoj kartën time?' },
    text: { mk: 'Јавете се во банката.', en: 'Call the bank.', sq: 'Telefononi bankën.' },
  },
];

interface StoredAnswer {
  answer: { text: string; source?: string; attachments: Array<{ name: string; path: string; contentType: string; size: number }> };
}

const answerPath = (locale: Locale) => `${testPaths.answers(locale)}/cards-block`;
const readAnswer = async (backend: Backend, locale: Locale) => (await backend.documents.getDoc<StoredAnswer>(answerPath(locale))).data?.answer;
const pdf = (name: string) => new File([new Uint8Array(256)], name, { type: 'application/pdf' });
const storeFile = (backend: Backend, path: string) =>
  backend.files.upload(path, pdf('tariff.pdf'), { contentType: 'application/pdf', allowedTypes: ['application/pdf'], maxBytes: 1024 });
const isStored = (backend: Backend, path: string) =>
  backend.files.getDownloadUrl(path).then(
    () => true,
    () => false,
  );
// An account with an answer stored is past its import of standard answers, which would fill every language.
const noAnswers = { mk: { unrelated: 'Ништо.' }, en: { unrelated: 'Nothing.' } };
const editorOf = (question: string) => screen.findByRole('region', { name: question });
/** A language's section of the open editor, named in the console's language, once it has loaded. */
const languageOf = async (language: string) => {
  await waitFor(() => expect(screen.getByRole('region', { name: language })).not.toHaveAttribute('aria-busy'));
  return screen.getByRole('region', { name: language });
};
const openQuestion = async (user: ReturnType<typeof userEvent.setup>, question = 'How do I block my card?') => {
  await user.click(await screen.findByRole('button', { name: question }));
  return editorOf(question);
};
const changedElsewhereNotice = async (section: HTMLElement, language = 'English') => {
  const notice = (await within(section).findByText(`The answer in ${language} was changed elsewhere.`)).closest<HTMLElement>('[role="alert"]');
  if (!notice) throw new Error('The notice is no alert');
  return notice;
};

beforeEach(() => giveElementsLayout());

describe('the answer in three languages', () => {
  it('shows each language with its question, standard answer and state, named in the console’s language', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' }, sq: { 'cards-block': { text: 'Telefononi bankën.', source: 'default' } } } });
    const editor = await openQuestion(user);
    await waitFor(() => expect(within(editor).getByRole('heading', { level: 2 })).toHaveFocus());

    const macedonian = await languageOf('Macedonian');
    const english = await languageOf('English');
    const albanian = await languageOf('Albanian');
    expect(macedonian).toHaveAccessibleDescription('No answer');
    expect(english).toHaveAccessibleDescription('Answered by the bank');
    expect(albanian).toHaveAccessibleDescription('Standard answer');
    // The source text is there for whoever translates.
    expect(within(macedonian).getByText('Како да ја блокирам картичката?')).toHaveAttribute('lang', 'mk');
    expect(within(albanian).getByText('Si ta bllokoj kartën time?')).toHaveAttribute('lang', 'sq');
    expect(within(macedonian).getByText('Јавете се во банката.')).toBeInTheDocument();
    expect(within(macedonian).getByRole('textbox', { name: 'Answer in Macedonian' })).toHaveValue('');
    expect(within(english).getByRole('textbox', { name: 'Answer in English' })).toHaveValue('Call us.');
    expect(within(albanian).getByRole('textbox', { name: 'Answer in Albanian' })).toHaveValue('Telefononi bankën.');
    expect(within(albanian).getByRole('button', { name: 'Confirm answer in Albanian' })).toBeEnabled();
  });

  it('names the languages in Macedonian when the console is in Macedonian', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers: noAnswers }, { language: 'mk' });
    await openQuestion(user, 'Како да ја блокирам картичката?');
    const albanian = await languageOf('албански');
    expect(within(albanian).getByRole('textbox', { name: 'Одговор на албански' })).toBeInTheDocument();
    expect(albanian).toHaveAccessibleDescription('Нема одговор');
  });

  it('saves the Macedonian answer typed with the console in English to the Macedonian answer, leaving the others as they were', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' }, sq: { 'cards-block': { text: 'Telefononi bankën.', source: 'default' } } } });
    await openQuestion(user);
    const macedonian = await languageOf('Macedonian');
    await user.type(within(macedonian).getByRole('textbox', { name: 'Answer in Macedonian' }), 'Јавете ни се дење и ноќе.');
    expect(within(macedonian).getByText('Unsaved changes')).toBeInTheDocument();
    expect(within(await languageOf('English')).queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.click(within(macedonian).getByRole('button', { name: 'Save answer in Macedonian' }));

    expect(await within(macedonian).findByText('Answer in Macedonian saved.')).toBeInTheDocument();
    expect(await readAnswer(harness.backend, 'mk')).toMatchObject({ text: 'Јавете ни се дење и ноќе.', source: 'bank' });
    expect(await readAnswer(harness.backend, 'en')).toMatchObject({ text: 'Call us.' });
    expect(await readAnswer(harness.backend, 'sq')).toMatchObject({ text: 'Telefononi bankën.', source: 'default' });
    await waitFor(() => expect(macedonian).toHaveAccessibleDescription('Answered by the bank'));
    expect(await languageOf('Albanian')).toHaveAccessibleDescription('Standard answer');
  });

  it('uses each language’s own standard answer', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: noAnswers });
    await openQuestion(user);
    const albanian = await languageOf('Albanian');
    await user.click(within(albanian).getByRole('button', { name: 'Use the standard answer in Albanian' }));
    expect(within(albanian).getByRole('textbox', { name: 'Answer in Albanian' })).toHaveValue('Telefononi bankën.');
    expect(within(await languageOf('English')).getByRole('textbox', { name: 'Answer in English' })).toHaveValue('');
    await user.click(within(albanian).getByRole('button', { name: 'Save answer in Albanian' }));
    expect(await within(albanian).findByText('Answer in Albanian saved.')).toBeInTheDocument();
    expect(await readAnswer(harness.backend, 'sq')).toMatchObject({ text: 'Telefononi bankën.', source: 'bank' });
    expect(await readAnswer(harness.backend, 'en')).toBeUndefined();
  });

  it('keeps the other languages’ drafts when one is saved, and still asks before closing', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: noAnswers });
    const editor = await openQuestion(user);
    const macedonian = await languageOf('Macedonian');
    const english = await languageOf('English');
    await user.type(within(macedonian).getByRole('textbox', { name: 'Answer in Macedonian' }), 'Јавете ни се.');
    await user.type(within(english).getByRole('textbox', { name: 'Answer in English' }), 'Call us.');
    await user.click(within(english).getByRole('button', { name: 'Save answer in English' }));
    expect(await within(english).findByText('Answer in English saved.')).toBeInTheDocument();

    expect(within(macedonian).getByRole('textbox', { name: 'Answer in Macedonian' })).toHaveValue('Јавете ни се.');
    expect(within(macedonian).getByText('Unsaved changes')).toBeInTheDocument();
    expect(await readAnswer(harness.backend, 'mk')).toBeUndefined();

    await user.click(within(editor).getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(within(macedonian).getByRole('textbox', { name: 'Answer in Macedonian' })).toHaveValue('Јавете ни се.');
  });

  it('keeps the drafts of every language when the console’s language changes', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' } } });
    await openQuestion(user);
    await user.type(within(await languageOf('Macedonian')).getByRole('textbox', { name: 'Answer in Macedonian' }), 'Јавете ни се.');

    await act(() => harness.i18n.changeLanguage('sq'));
    expect(await editorOf('Si ta bllokoj kartën time?')).toBeInTheDocument();
    const macedonian = await languageOf('maqedonisht');
    expect(within(macedonian).getByRole('textbox', { name: 'Përgjigjja në maqedonisht' })).toHaveValue('Јавете ни се.');
    // The other languages still follow what is saved.
    await act(() => harness.backend.documents.setDoc(answerPath('en'), { answer: { text: 'Changed in another tab.', attachments: [], source: 'bank' } }, { merge: true }));
    await waitFor(async () => expect(within(await languageOf('anglisht')).getByRole('textbox', { name: 'Përgjigjja në anglisht' })).toHaveValue('Changed in another tab.'));
  });
});

describe('withdrawing an answer', () => {
  it('asks first, then leaves that language unanswered and keeps the answer document; the other languages stay answered', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' }, mk: { 'cards-block': 'Јавете ни се.' } } });
    await openQuestion(user);
    const english = await languageOf('English');
    expect(within(await languageOf('Albanian')).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    await user.click(within(english).getByRole('button', { name: 'Withdraw answer in English' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Withdraw the answer in English?' });
    await user.click(within(asked).getByRole('button', { name: 'Keep the answer' }));
    expect(await readAnswer(harness.backend, 'en')).toMatchObject({ text: 'Call us.' });

    await user.click(within(english).getByRole('button', { name: 'Withdraw answer in English' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Withdraw the answer in English?' })).getByRole('button', { name: 'Withdraw' }));
    expect(await within(english).findByText('Answer in English withdrawn.')).toBeInTheDocument();
    const field = within(english).getByRole('textbox', { name: 'Answer in English' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await waitFor(() => expect(english).toHaveAccessibleDescription('No answer'));
    expect(within(english).queryByRole('button', { name: 'Withdraw answer in English' })).not.toBeInTheDocument();
    expect(await readAnswer(harness.backend, 'en')).toMatchObject({ text: '', attachments: [], source: 'bank' });
    expect(await languageOf('Macedonian')).toHaveAccessibleDescription('Answered by the bank');
  });

  it('cannot withdraw while the draft has unsaved changes', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' } } });
    await openQuestion(user);
    const english = await languageOf('English');
    await user.type(within(english).getByRole('textbox', { name: 'Answer in English' }), ' Any time.');
    expect(within(english).getByRole('button', { name: 'Withdraw answer in English' })).toBeDisabled();
  });
});

describe('attachments of answers in several languages', () => {
  it('keeps a file of the same name apart per language, and removing it in one language leaves the other’s file', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' }, sq: { 'cards-block': 'Na telefononi.' } } });
    await openQuestion(user);

    const english = await languageOf('English');
    await user.upload(within(english).getByLabelText('Add files to the answer in English'), [pdf('tariff.pdf')]);
    expect(await within(english).findByRole('button', { name: 'tariff.pdf' })).toBeInTheDocument();
    await user.click(within(english).getByRole('button', { name: 'Save answer in English' }));
    expect(await within(english).findByText('Answer in English saved.')).toBeInTheDocument();

    const albanian = await languageOf('Albanian');
    await user.upload(within(albanian).getByLabelText('Add files to the answer in Albanian'), [pdf('tariff.pdf')]);
    expect(await within(albanian).findByRole('button', { name: 'tariff.pdf' })).toBeInTheDocument();
    await user.click(within(albanian).getByRole('button', { name: 'Save answer in Albanian' }));
    expect(await within(albanian).findByText('Answer in Albanian saved.')).toBeInTheDocument();

    const englishFile = (await readAnswer(harness.backend, 'en'))?.attachments[0]?.path ?? '';
    const albanianFile = (await readAnswer(harness.backend, 'sq'))?.attachments[0]?.path ?? '';
    expect(englishFile).toContain('/faq/en/cards-block/');
    expect(albanianFile).toContain('/faq/sq/cards-block/');
    expect(await isStored(harness.backend, englishFile)).toBe(true);
    expect(await isStored(harness.backend, albanianFile)).toBe(true);

    await user.click(within(albanian).getByRole('button', { name: 'Remove tariff.pdf' }));
    await user.click(within(albanian).getByRole('button', { name: 'Save answer in Albanian' }));
    await waitFor(async () => expect((await readAnswer(harness.backend, 'sq'))?.attachments).toEqual([]));
    expect((await readAnswer(harness.backend, 'en'))?.attachments.map((item) => item.path)).toEqual([englishFile]);
    expect(await isStored(harness.backend, englishFile)).toBe(true);
  });

  it('leaves a file that answers saved before per-language folders share, when one language takes it out', async () => {
    const user = userEvent.setup();
    const shared = `${testPaths.files}/faq/cards-block/tariff.pdf`;
    const attachment = { name: 'tariff.pdf', path: shared, contentType: 'application/pdf', size: 256 };
    const harness = await renderFaqScreen({
      questions,
      answers: { en: { 'cards-block': { text: 'Call us.', attachments: [attachment] } }, sq: { 'cards-block': { text: 'Na telefononi.', attachments: [attachment] } } },
    });
    await storeFile(harness.backend, shared);

    await openQuestion(user);
    const english = await languageOf('English');
    await user.click(await within(english).findByRole('button', { name: 'Remove tariff.pdf' }));
    await user.click(within(english).getByRole('button', { name: 'Save answer in English' }));
    expect(await within(english).findByText('Answer in English saved.')).toBeInTheDocument();

    expect((await readAnswer(harness.backend, 'en'))?.attachments).toEqual([]);
    expect((await readAnswer(harness.backend, 'sq'))?.attachments.map((item) => item.path)).toEqual([shared]);
    expect(await isStored(harness.backend, shared)).toBe(true);
  });
});

describe('an answer changed elsewhere while it is being edited', () => {
  const otherTabSaves = (backend: Backend, attachments: StoredAnswer['answer']['attachments'] = [], locale: Locale = 'en') =>
    act(() => backend.documents.setDoc(answerPath(locale), { answer: { text: 'Changed in another tab.', attachments, source: 'bank' } }, { merge: true }));

  it('says so in that language only and keeps the draft; kept, it is saved over the other version without deleting its files', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' }, mk: { 'cards-block': 'Јавете ни се.' } } });
    await openQuestion(user);
    const english = await languageOf('English');
    const macedonian = await languageOf('Macedonian');
    const field = within(english).getByRole('textbox', { name: 'Answer in English' });
    await user.type(field, ' Day and night.');
    await user.type(within(macedonian).getByRole('textbox', { name: 'Answer in Macedonian' }), ' Дење и ноќе.');

    const theirs = `${testPaths.files}/faq/en/cards-block/OtherTabUpload000001-branches.pdf`;
    await storeFile(harness.backend, theirs);
    await otherTabSaves(harness.backend, [{ name: 'branches.pdf', path: theirs, contentType: 'application/pdf', size: 256 }]);

    const notice = await changedElsewhereNotice(english);
    expect(notice).toHaveTextContent('saved in another tab or by someone else');
    expect(field).toHaveValue('Call us. Day and night.');
    expect(within(english).getByRole('button', { name: 'Save answer in English' })).toBeDisabled();
    // Another language's answer did not change: nothing to ask there, and it can be saved.
    expect(within(macedonian).queryByRole('alert', { name: /changed elsewhere/ })).not.toBeInTheDocument();
    expect(within(macedonian).queryByText(/was changed elsewhere/)).not.toBeInTheDocument();
    expect(within(macedonian).getByRole('button', { name: 'Save answer in Macedonian' })).toBeEnabled();

    await user.click(within(notice).getByRole('button', { name: 'Keep my changes' }));
    expect(within(english).queryByText(/was changed elsewhere/)).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Call us. Day and night.');
    await user.click(within(english).getByRole('button', { name: 'Save answer in English' }));
    expect(await within(english).findByText('Answer in English saved.')).toBeInTheDocument();
    expect(await readAnswer(harness.backend, 'en')).toMatchObject({ text: 'Call us. Day and night.', attachments: [] });
    expect(await isStored(harness.backend, theirs)).toBe(true);
    // Its own save coming back through the listener is no change made elsewhere.
    expect(within(english).queryByText(/was changed elsewhere/)).not.toBeInTheDocument();
    expect(await readAnswer(harness.backend, 'mk')).toMatchObject({ text: 'Јавете ни се.' });
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
    await openQuestion(user);
    const english = await languageOf('English');
    const field = within(english).getByRole('textbox', { name: 'Answer in English' });
    await user.type(field, ' Day and night.');
    await user.upload(within(english).getByLabelText('Add files to the answer in English'), [pdf('draft.pdf')]);
    expect(await within(english).findByRole('button', { name: 'draft.pdf' })).toBeInTheDocument();

    await otherTabSaves(harness.backend);
    const notice = await changedElsewhereNotice(english);
    await user.click(within(notice).getByRole('button', { name: 'Load the saved version' }));

    expect(field).toHaveValue('Changed in another tab.');
    expect(field).toHaveFocus();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(within(english).queryByRole('button', { name: 'draft.pdf' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await isStored(harness.backend, uploaded[0] ?? '')).toBe(false));
  });

  it('follows a change made elsewhere without asking while there is nothing to lose', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers: { en: { 'cards-block': 'Call us.' } } });
    await openQuestion(user);
    const albanian = await languageOf('Albanian');
    const field = within(albanian).getByRole('textbox', { name: 'Answer in Albanian' });
    await otherTabSaves(harness.backend, [], 'sq');
    await waitFor(() => expect(field).toHaveValue('Changed in another tab.'));
    await waitFor(() => expect(albanian).toHaveAccessibleDescription('Answered by the bank'));
    expect(screen.queryByText(/was changed elsewhere/)).not.toBeInTheDocument();
  });
});

describe('a save over a version saved meanwhile', () => {
  it('is refused in that language, keeps the draft and asks, and goes through once the bank keeps its changes', async () => {
    const user = userEvent.setup();
    let colleagueSaves = true;
    const harness = await renderFaqScreen(
      { questions, answers: { mk: { 'cards-block': 'Јавете ни се.' }, en: { 'cards-block': 'Call us.' } } },
      {
        // A colleague's save lands just before this one is read: too late for the listener to tell.
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            transaction: async (paths, decide) => {
              if (colleagueSaves) {
                colleagueSaves = false;
                await backend.documents.setDoc(answerPath('mk'), { answer: { text: 'Посетете ја најблиската филијала.', attachments: [], source: 'bank' } }, { merge: true });
              }
              return backend.documents.transaction(paths, decide);
            },
          }),
        }),
      },
    );
    await openQuestion(user);
    const macedonian = await languageOf('Macedonian');
    const field = within(macedonian).getByRole('textbox', { name: 'Answer in Macedonian' });
    await user.clear(field);
    await user.type(field, 'Блокирајте ја во апликацијата.');
    await user.click(within(macedonian).getByRole('button', { name: 'Save answer in Macedonian' }));

    const notice = await changedElsewhereNotice(macedonian, 'Macedonian');
    expect(field).toHaveValue('Блокирајте ја во апликацијата.');
    expect((await readAnswer(harness.backend, 'mk'))?.text).toBe('Посетете ја најблиската филијала.');
    await user.click(within(notice).getByRole('button', { name: 'Keep my changes' }));
    await user.click(within(macedonian).getByRole('button', { name: 'Save answer in Macedonian' }));
    expect(await within(macedonian).findByText('Answer in Macedonian saved.')).toBeInTheDocument();
    expect((await readAnswer(harness.backend, 'mk'))?.text).toBe('Блокирајте ја во апликацијата.');
    expect((await readAnswer(harness.backend, 'en'))?.text).toBe('Call us.');
  });

  it('saves by itself, with what is typed by then, once the connection returns after a save failed offline', async () => {
    const user = userEvent.setup();
    let offline = true;
    const refuseOffline = <T,>(write: () => Promise<T>) => (offline ? Promise.reject(new BackendError('unavailable', 'offline')) : write());
    const harness = await renderFaqScreen(
      { questions, answers: noAnswers },
      {
        wrapBackend: (real) => ({
          ...real,
          documents: wrapDocuments(real.documents, {
            setDoc: (path, data, options) => refuseOffline(() => real.documents.setDoc(path, data, options)),
            transaction: (paths, decide) => refuseOffline(() => real.documents.transaction(paths, decide)),
          }),
        }),
      },
    );
    await openQuestion(user);
    const english = await languageOf('English');
    const field = within(english).getByRole('textbox', { name: 'Answer in English' });
    await user.type(field, 'Call us');
    await user.click(within(english).getByRole('button', { name: 'Save answer in English' }));
    expect(await within(english).findByText('No connection. Everything you typed is kept and will be saved as soon as the connection returns.')).toBeInTheDocument();
    await user.type(field, ' day and night.');

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await within(english).findByText('Answer in English saved.')).toBeInTheDocument();
    expect(await readAnswer(harness.backend, 'en')).toMatchObject({ text: 'Call us day and night.', source: 'bank' });
  });
});
