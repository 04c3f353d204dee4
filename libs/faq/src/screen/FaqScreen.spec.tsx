import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackendError } from '@console/backend';
import { leaveWarnings } from '@console/leave-warning';
import { type QuestionFixture, testPaths, wrapDocuments } from '@console/testing';
import { renderFaqScreen } from '../testing/faq-screen-harness';
import { giveElementsLayout } from '../testing/jsdom-layout';

const questions: QuestionFixture[] = [
  { id: 'cards-block', category: 'Cards', top: true, question: { en: 'How do I block my card?', sq: 'Si ta bllokoj kartën time?' } },
  { id: 'cards-pin', category: 'CARDS', question: { en: 'I forgot my PIN. What now?' } },
  { id: 'atm-limit', category: 'atm', top: true, question: { en: 'How much cash can I withdraw?' } },
  { id: 'atm-find', category: 'ATM', question: { en: 'Where is the nearest ATM?' } },
  { id: 'loans-rate', category: 'Loans', question: { en: 'What is the interest rate on a consumer loan?' } },
  { id: 'mystery', category: 'Insurance', question: { en: 'Do you sell travel insurance?' } },
  { id: 'guided', category: 'Cards', type: 'Scenario', question: { en: 'Block my card step by step' } },
];
const answers = { en: { 'cards-block': 'Call +389 2 3200 200, day and night.', 'atm-limit': { text: 'Up to 40,000 MKD a day.', source: 'default' } } };

const row = (name: string | RegExp) => screen.findByRole('button', { name });
const status = () => screen.getAllByRole('status').find((element) => /question/.test(element.textContent ?? ''));

beforeEach(() => giveElementsLayout());

describe('FAQ screen', () => {
  it('shows skeletons while loading, then the questions with their answered state and a count', async () => {
    // The lists are held back until the loading state has been seen, so that it is seen however fast the database is.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Answered in every language: only then "Answered".
    await renderFaqScreen(
      { questions, answers: { ...answers, mk: { 'cards-block': 'Јавете се на +389 2 3200 200.' }, sq: { 'cards-block': 'Na telefononi në +389 2 3200 200.' } } },
      {
        wrapBackend: (real) => ({
          ...real,
          documents: wrapDocuments(real.documents, {
            watchCollection: (path, query, onNext, onError) => {
              let stop: (() => void) | null = null;
              let stopped = false;
              void held.then(() => {
                if (!stopped) stop = real.documents.watchCollection(path, query, onNext, onError);
              });
              return () => {
                stopped = true;
                stop?.();
              };
            },
          }),
        }),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(await screen.findByText('Loading the questions…')).toBeInTheDocument();
    release();
    const block = await row('How do I block my card?');
    expect(block).toHaveAccessibleDescription(/Answered.*Top.*Cards.*Call \+389/);
    expect(await row('How much cash can I withdraw?')).toHaveAccessibleDescription(/Not answered.*Standard answer: Up to 40,000 MKD/);
    expect(screen.queryByRole('button', { name: 'Block my card step by step' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('6 questions');
    expect(screen.getByText('1 of 6 questions answered')).toBeInTheDocument();
  });

  it('groups by category, matched case-insensitively, with unknown categories under Finance', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers });
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(categories).getAllByRole('button').map((button) => button.textContent)).toEqual(['All 6', 'ATM 2', 'Cards 2', 'Loans 1', 'Finance 1']);
    await user.click(within(categories).getByRole('button', { name: 'ATM 2' }));
    expect(within(categories).getByRole('button', { name: 'ATM 2' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(status()).toHaveTextContent('2 questions'));
    expect(screen.getByRole('button', { name: 'Where is the nearest ATM?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I block my card?' })).not.toBeInTheDocument();
    await user.click(within(categories).getByRole('button', { name: 'Finance 1' }));
    expect(await row('Do you sell travel insurance?')).toBeInTheDocument();
  });

  it('shows only top questions while the top-only switch is on', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers });
    await row('How do I block my card?');
    const toggle = screen.getByRole('switch', { name: 'Top questions only' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(status()).toHaveTextContent('2 questions'));
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((button) => button.textContent?.split('?')[0])).toEqual(['How much cash can I withdraw', 'How do I block my card']);
    await user.click(toggle);
    await waitFor(() => expect(status()).toHaveTextContent('6 questions'));
  });

  it('filters to unanswered questions, counting imported standard answers as unanswered', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers });
    await row('How do I block my card?');
    await user.click(screen.getByRole('switch', { name: 'Unanswered only' }));
    await waitFor(() => expect(status()).toHaveTextContent('5 questions'));
    expect(screen.queryByRole('button', { name: 'How do I block my card?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How much cash can I withdraw?' })).toBeInTheDocument();
  });

  it('searches questions and answers without regard to diacritics, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers }, { language: 'sq' });
    const search = await screen.findByRole('searchbox', { name: 'Kërkoni pyetje dhe përgjigje' });
    await screen.findByRole('button', { name: 'Si ta bllokoj kartën time?' });
    await user.type(search, 'karten');
    await waitFor(() => expect(screen.getAllByRole('status').some((element) => element.textContent === '1 pyetje')).toBe(true));
    expect(screen.getByRole('button', { name: 'Si ta bllokoj kartën time?' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'insurance');
    expect(await screen.findByText('Nuk u gjet asnjë pyetje')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pastro filtrat' }));
    expect(await screen.findByRole('button', { name: 'Si ta bllokoj kartën time?' })).toBeInTheDocument();
  });

  it('finds Macedonian typed in Latin letters, and "ПИН" in a text that says "PIN"', async () => {
    const user = userEvent.setup();
    const macedonian: QuestionFixture[] = [
      { id: 'cards-block', category: 'Cards', question: { mk: 'Како да ја блокирам картичката?' } },
      { id: 'cards-pin', category: 'Cards', question: { mk: 'Го заборавив PIN-от. Што сега?' } },
      { id: 'loans-home', category: 'Loans', question: { mk: 'Кој е рокот на станбен кредит?' } },
    ];
    await renderFaqScreen({ questions: macedonian, answers: {} }, { language: 'mk' });
    const search = await screen.findByRole('searchbox', { name: 'Пребарајте прашања и одговори' });
    await row('Како да ја блокирам картичката?');
    const shows = async (query: string, question: string) => {
      await user.clear(search);
      await user.type(search, query);
      await waitFor(() => expect(screen.getAllByRole('status').some((element) => element.textContent === '1 прашање')).toBe(true));
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    };
    await shows('kartichka', 'Како да ја блокирам картичката?');
    await shows('karticka', 'Како да ја блокирам картичката?');
    await shows('stanben kredit', 'Кој е рокот на станбен кредит?');
    await shows('ПИН', 'Го заборавив PIN-от. Што сега?');
  });

  it('finds a question by words of its answer', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers });
    await row('How do I block my card?');
    await user.type(screen.getByRole('searchbox', { name: 'Search questions and answers' }), 'day and NIGHT');
    await waitFor(() => expect(status()).toHaveTextContent('1 question'));
    expect(screen.getByRole('button', { name: 'How do I block my card?' })).toBeInTheDocument();
  });

  it('opens already searched when the address asks (the dashboard links its unanswered questions so)', async () => {
    await renderFaqScreen({ questions, answers }, { address: '/faq?search=nearest%20ATM' });
    expect(await screen.findByRole('searchbox', { name: 'Search questions and answers' })).toHaveValue('nearest ATM');
    await waitFor(() => expect(status()).toHaveTextContent('1 question'));
    expect(screen.getByRole('button', { name: 'Where is the nearest ATM?' })).toBeInTheDocument();
  });

  it('says the catalogue has no questions yet when it is empty', async () => {
    await renderFaqScreen({ questions: [], answers: { en: { unrelated: 'x' } } });
    expect(await screen.findByText('There are no questions in the catalogue yet')).toBeInTheDocument();
  });

  it('moves between questions with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers });
    const first = await row('Where is the nearest ATM?');
    act(() => first.focus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'How much cash can I withdraw?' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Do you sell travel insurance?' })).toHaveFocus());
  });
});

describe('the rows in the console’s language', () => {
  it('says each row’s state in the console’s language, and again after it changes', async () => {
    const harness = await renderFaqScreen({ questions, answers });
    expect(await row('How much cash can I withdraw?')).toHaveAccessibleDescription(/^Not answeredTop.*Standard answer: Up to 40,000 MKD/);
    expect(await row('How do I block my card?')).toHaveAccessibleDescription(/^Not yet in Macedonian, AlbanianTop/);

    await act(() => harness.i18n.changeLanguage('sq'));
    // No answer of the bank's in Albanian yet: the catalogue's, with the words of the Albanian console.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Si ta bllokoj kartën time?' })).toHaveAccessibleDescription(/^Pa përgjigjeKryesoreKartelatPërgjigjja standarde: /),
    );
  });
});

describe('import of a new account', () => {
  it('prepares the questions behind a blocking notice, in all three languages, then lists them as not answered', async () => {
    const seen: string[] = [];
    const stop = leaveWarnings.subscribe(() => seen.push(...leaveWarnings.reasons()));
    const harness = await renderFaqScreen({ questions });
    expect(await screen.findByRole('alertdialog', { name: 'Preparing your questions…' })).toHaveAccessibleDescription(/do not leave, close or refresh/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(seen).toContain('importing');
    stop();
    expect(await row('How do I block my card?')).toHaveAccessibleDescription(/Not answered.*Standard answer: Default answer cards-block\./);
    for (const locale of ['mk', 'en', 'sq'] as const) {
      const stored = await harness.backend.documents.getCollection(testPaths.answers(locale));
      expect(stored.map((doc) => doc.id).sort()).toEqual(questions.filter((q) => q.type !== 'Scenario').map((q) => q.id).sort());
    }
    const account = await harness.backend.documents.getDoc<{ faqImport: { status: string } }>(testPaths.account);
    expect(account.data?.faqImport.status).toBe('done');
  });

  it('tells the bank when the import failed and resumes on request', async () => {
    const user = userEvent.setup();
    let failures = 1;
    await renderFaqScreen(
      { questions },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            transaction: (paths, decide) => (failures-- > 0 ? Promise.reject(new BackendError('unavailable')) : backend.documents.transaction(paths, decide)),
          }),
        }),
      },
    );
    const alert = await screen.findByText(/Your questions could not be prepared/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('No connection. Check your network and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('How do I block my card?')).toHaveAccessibleDescription(/Not answered/);
    expect(screen.queryByText(/could not be prepared/)).not.toBeInTheDocument();
  });
});

describe('answer editor', () => {
  it('saves an answer under a blocking notice, announces it and marks the question answered', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers });
    await user.click(await row('How much cash can I withdraw?'));
    const editor = await screen.findByRole('region', { name: 'How much cash can I withdraw?' });
    await waitFor(() => expect(within(editor).getByRole('heading', { level: 2 })).toHaveFocus());
    const field = within(editor).getByRole('textbox', { name: 'Answer in English' });
    expect(field).toHaveValue('Up to 40,000 MKD a day.');
    await user.clear(field);
    await user.type(field, 'Up to 60,000 MKD a day with Demo cards.');
    expect(within(editor).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save answer in English' }));
    expect(await screen.findByText('Answer in English saved.')).toBeInTheDocument();
    // Answered in English only: the row says which languages customers still cannot read it in.
    await waitFor(() => expect(screen.getByRole('button', { name: 'How much cash can I withdraw?' })).toHaveAccessibleDescription(/^Not yet in Macedonian, Albanian/));
    const saved = await harness.backend.documents.getDoc<{ answer: { text: string; source: string } }>(
      `${testPaths.answers('en')}/atm-limit`,
    );
    expect(saved.data?.answer).toMatchObject({ text: 'Up to 60,000 MKD a day with Demo cards.', source: 'bank' });
  });

  it('shows the saving notice while the save runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    await renderFaqScreen(
      { questions, answers },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, {
            // A save reads and writes in one transaction (over the version the draft started from).
            transaction: (...args) => new Promise<void>((resolve, reject) => (finish = () => void backend.documents.transaction(...args).then(resolve, reject))),
          }),
        }),
      },
    );
    await user.click(await row('Where is the nearest ATM?'));
    await user.click(screen.getByRole('button', { name: 'Use the standard answer in English' }));
    expect(screen.getByRole('textbox', { name: 'Answer in English' })).toHaveValue('Default answer atm-find.');
    await user.click(screen.getByRole('button', { name: 'Save answer in English' }));
    expect(await screen.findByRole('alertdialog', { name: 'Saving the answer…' })).toHaveAccessibleDescription('Do not close or refresh this page.');
    act(() => finish());
    expect(await screen.findByText('Answer in English saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the text and explains when a save fails', async () => {
    const user = userEvent.setup();
    await renderFaqScreen(
      { questions, answers },
      {
        wrapBackend: (backend) => ({
          ...backend,
          documents: wrapDocuments(backend.documents, { transaction: () => Promise.reject(new BackendError('permission-denied')) }),
        }),
      },
    );
    await user.click(await row('I forgot my PIN. What now?'));
    const field = screen.getByRole('textbox', { name: 'Answer in English' });
    await user.type(field, 'Reset it in the app.');
    await user.click(screen.getByRole('button', { name: 'Save answer in English' }));
    const alert = await screen.findByText('The answer in English was not saved.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('You are not allowed to do this');
    expect(field).toHaveValue('Reset it in the app.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('refuses an empty answer with a message', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers });
    await user.click(await row('I forgot my PIN. What now?'));
    await user.type(screen.getByRole('textbox', { name: 'Answer in English' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save answer in English' }));
    expect(screen.getByRole('textbox', { name: 'Answer in English' })).toHaveAccessibleDescription(/Write an answer before saving\./);
  });

  it('measures the answer as it is saved: trimmed, up to 4,000 characters', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers });
    await user.click(await row('I forgot my PIN. What now?'));
    const field = screen.getByRole('textbox', { name: 'Answer in English' });
    const longest = 'a'.repeat(4_000);
    // Pasted text: typing 4,000 characters one by one would only slow the test down.
    field.focus();
    await user.paste(`  ${longest}  `);
    await user.click(screen.getByRole('button', { name: 'Save answer in English' }));
    expect(await screen.findByText('Answer in English saved.')).toBeInTheDocument();
    const saved = await harness.backend.documents.getDoc<{ answer: { text: string } }>(`${testPaths.answers('en')}/cards-pin`);
    expect(saved.data?.answer.text).toBe(longest);

    const again = screen.getByRole('textbox', { name: 'Answer in English' });
    again.focus();
    await user.paste('a');
    await user.click(screen.getByRole('button', { name: 'Save answer in English' }));
    expect(screen.getByRole('textbox', { name: 'Answer in English' })).toHaveAccessibleDescription(/4,?000/);
  });

  it('asks before switching to another question with unsaved changes', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers });
    await user.click(await row('I forgot my PIN. What now?'));
    await user.type(screen.getByRole('textbox', { name: 'Answer in English' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Where is the nearest ATM?' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Answer in English' })).toHaveValue('Draft');
    await user.click(screen.getByRole('button', { name: 'Where is the nearest ATM?' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('region', { name: 'Where is the nearest ATM?' })).toBeInTheDocument();
  });

  it('blocks in-app navigation with unsaved changes until the bank confirms', async () => {
    const user = userEvent.setup();
    const seen = new Set<string>();
    const stop = leaveWarnings.subscribe(() => leaveWarnings.reasons().forEach((reason) => seen.add(reason)));
    const harness = await renderFaqScreen({ questions, answers });
    await user.click(await row('I forgot my PIN. What now?'));
    await user.type(screen.getByRole('textbox', { name: 'Answer in English' }), 'Draft');
    expect(seen).toContain('unsaved-changes');
    stop();
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(harness.router.state.location.pathname).toBe('/faq');
    expect(screen.getByRole('textbox', { name: 'Answer in English' })).toHaveValue('Draft');
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });

  it('uploads attachments with progress, refuses wrong types, large files and a sixth file, and saves them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploaded = new Map<string, string>();
    const harness = await renderFaqScreen(
      { questions, answers },
      {
        wrapBackend: (backend) => ({
          ...backend,
          files: {
            upload: async (path, file, options) => {
              const stored = await backend.files.upload(path, file, options);
              uploaded.set(path.replace(/^.*\/[A-Za-z0-9]{20}-/, ''), path);
              return stored;
            },
            getDownloadUrl: (path) => backend.files.getDownloadUrl(path),
            delete: (path) => backend.files.delete(path),
          },
        }),
      },
    );
    await user.click(await row('How do I block my card?'));
    const input = screen.getByLabelText('Add files to the answer in English');
    const png = (name: string) => new File([new Uint8Array(1024)], name, { type: 'image/png' });
    await user.upload(input, [png('steps.png')]);
    expect(await screen.findByRole('button', { name: 'steps.png' })).toBeInTheDocument();
    await user.upload(input, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('notes.txt was not added: only PNG, JPEG, WEBP, GIF and PDF files can be attached.')).toBeInTheDocument();
    await user.upload(input, [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('huge.pdf was not added: it is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(input, [png('2.png'), png('3.png'), png('4.png'), png('5.png'), png('6.png')]);
    expect(await screen.findByText('6.png was not added: an answer can have at most 5 files.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Remove 5.png' }));
    await user.click(screen.getByRole('button', { name: 'Save answer in English' }));
    expect(await screen.findByText('Answer in English saved.')).toBeInTheDocument();
    const saved = await harness.backend.documents.getDoc<{ answer: { attachments: Array<{ name: string; path: string }> } }>(
      `${testPaths.answers('en')}/cards-block`,
    );
    expect(saved.data?.answer.attachments.map((item) => item.name)).toEqual(['steps.png', '2.png', '3.png', '4.png']);
    expect(saved.data?.answer.attachments[0]?.path).toBe(uploaded.get('steps.png'));
    expect(uploaded.get('steps.png')).toMatch(new RegExp(`^${testPaths.files}/faq/en/cards-block/[A-Za-z0-9]{20}-steps\\.png$`));
    await expect(harness.backend.files.getDownloadUrl(uploaded.get('steps.png') ?? '')).resolves.toMatch(/^blob:/);
    // Taken out before saving: the upload is deleted with the save.
    await expect(harness.backend.files.getDownloadUrl(uploaded.get('5.png') ?? '')).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('shows an upload’s progress bar while the file is stored', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions, answers });
    await user.click(await row('How do I block my card?'));
    await user.upload(screen.getByLabelText('Add files to the answer in English'), [new File([new Uint8Array(3 * 1024 * 1024)], 'tariffs.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByRole('progressbar', { name: 'Upload of tariffs.pdf' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'tariffs.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload of tariffs.pdf' })).not.toBeInTheDocument();
  });
});
