import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ownQuestionFromMessage } from '@console/routes';
import { type QuestionFixture, testPaths } from '@console/testing';
import { renderFaqScreen } from '../testing/faq-screen-harness';
import { giveElementsLayout } from '../testing/jsdom-layout';

const questions: QuestionFixture[] = [{ id: 'cards-block', category: 'Cards', top: true, question: { en: 'How do I block my card?' } }];

beforeEach(() => giveElementsLayout());

describe("a bank's own question", () => {
  it('warns while it is typed that the catalogue already asks the same, and not for a question of its own', async () => {
    const user = userEvent.setup();
    await renderFaqScreen({ questions });
    await user.click(await screen.findByRole('button', { name: 'Add your own question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add your own question' });
    const english = within(dialog).getByRole('textbox', { name: /^Question in English/ });
    await user.type(english, 'How can I block my card?');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The catalogue already has a question that asks the same: “How do I block my card?”. Customers would be offered both. Answer that one instead, unless yours asks something else.',
    );
    await user.clear(english);
    await user.type(english, 'Do you offer student loans?');
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
  });

  it('is written in every language, listed, answered like the catalogue’s, changed and deleted', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions });
    await user.click(await screen.findByRole('button', { name: 'Add your own question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add your own question' });
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    const macedonian = within(dialog).getByRole('textbox', { name: /^Question in Macedonian/ });
    await waitFor(() => expect(macedonian).toHaveFocus());
    expect(macedonian).toHaveAccessibleDescription('Field required');
    expect(macedonian).toHaveAttribute('lang', 'mk');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Category/ }), 'Loans');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Top question/ }));
    await user.type(macedonian, 'Дали нудите кредит за студенти?');
    await user.type(within(dialog).getByRole('textbox', { name: /^Question in English/ }), 'Do you offer student loans?');
    await user.type(within(dialog).getByRole('textbox', { name: /^Question in Albanian/ }), 'A ofroni kredi për studentë?');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));

    // The editor opens on it, with no standard answer to offer, and the list has it.
    const editor = await screen.findByRole('region', { name: 'Do you offer student loans?' });
    expect(screen.queryByRole('dialog', { name: 'Add your own question' })).not.toBeInTheDocument();
    expect(within(editor).getByText('Your question')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Do you offer student loans?' })).toHaveAccessibleDescription(/Your question/);
    const english = await within(editor).findByRole('region', { name: 'English' });
    await user.type(within(english).getByRole('textbox', { name: 'Answer in English' }), 'Yes, up to MKD 300,000 for students of any university.');
    await user.click(within(english).getByRole('button', { name: 'Save answer in English' }));
    expect(await within(english).findByText('Answer in English saved.')).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'Edit question' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit your question' });
    const englishQuestion = within(edit).getByRole('textbox', { name: /^Question in English/ });
    expect(englishQuestion).toHaveValue('Do you offer student loans?');
    await user.clear(englishQuestion);
    await user.type(englishQuestion, 'Do you lend to students?');
    await user.click(within(edit).getByRole('button', { name: 'Save question' }));
    expect(await screen.findByRole('region', { name: 'Do you lend to students?' })).toBeInTheDocument();

    const stored = await harness.backend.documents.getCollection(testPaths.ownQuestions);
    expect(stored.map((document) => document.data)).toEqual([
      expect.objectContaining({ category: 'loans', top: true, question: { mk: 'Дали нудите кредит за студенти?', en: 'Do you lend to students?', sq: 'A ofroni kredi për studentë?' } }),
    ]);

    await user.click(within(screen.getByRole('region', { name: 'Do you lend to students?' })).getByRole('button', { name: 'Delete question' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this question?' })).getByRole('button', { name: 'Delete question' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Do you lend to students?' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Do you lend to students?' })).not.toBeInTheDocument();
    expect(await harness.backend.documents.getCollection(testPaths.ownQuestions)).toEqual([]);
  });

  it('is started from a customer’s message the dashboard sends, whose words become its first way of asking', async () => {
    const user = userEvent.setup();
    const message = 'do you have savings accounts for kids';
    const harness = await renderFaqScreen({ questions }, { address: ownQuestionFromMessage(message, 'en') });
    const dialog = await screen.findByRole('dialog', { name: 'Add your own question' });
    // The dialog opens at once, before the list; the first visit then takes the catalogue's standard
    // answers in, under a notice that holds the focus as a modal does and gives it back when done. A
    // person types once that is over (the test environment would let keys through the notice).
    await screen.findByRole('button', { name: 'How do I block my card?' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dialog).toHaveAccessibleDescription(/A customer asked: “do you have savings accounts for kids”/u);
    const english = within(dialog).getByRole('textbox', { name: /^Question in English/ });
    expect(english).toHaveValue(message);
    await user.clear(english);
    await user.type(english, 'Do you offer savings accounts for children?');
    await user.type(within(dialog).getByRole('textbox', { name: /^Question in Macedonian/ }), 'Дали нудите штедни сметки за деца?');
    await user.type(within(dialog).getByRole('textbox', { name: /^Question in Albanian/ }), 'A ofroni llogari kursimi për fëmijë?');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add your own question' })).not.toBeInTheDocument());
    const [own] = await harness.backend.documents.getCollection(testPaths.ownQuestions);
    await waitFor(async () => expect((await harness.backend.documents.getDoc(`${testPaths.phrasings}/${own?.id}`)).data).toMatchObject({ phrasings: { en: message } }));
    expect(harness.router.state.location.search).toBe('');
  });
});
