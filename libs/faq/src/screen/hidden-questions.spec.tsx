import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type QuestionFixture, testPaths } from '@console/testing';
import { renderFaqScreen } from '../testing/faq-screen-harness';
import { giveElementsLayout } from '../testing/jsdom-layout';

const questions: QuestionFixture[] = [
  { id: 'cards-block', category: 'Cards', top: true, question: { en: 'How do I block my card?' } },
  { id: 'atm-limit', category: 'ATM', question: { en: 'How much cash can I withdraw?' } },
  { id: 'loans-rate', category: 'Loans', question: { en: 'What is the interest rate on a consumer loan?' } },
];
const answers = { en: { 'cards-block': 'Call us, day and night.' }, mk: { 'atm-limit': 'До 40.000 денари.' } };

const count = () => screen.getAllByRole('status').find((element) => /question/.test(element.textContent ?? '') && !/customers/.test(element.textContent ?? ''));
const showHidden = () => screen.getByRole('switch', { name: 'Show hidden questions' });
const hiddenDocument = (backend: { documents: { getDoc: (path: string) => Promise<{ data: unknown }> } }) =>
  backend.documents.getDoc(testPaths.hiddenQuestions).then((snapshot) => snapshot.data);
const open = async (user: ReturnType<typeof userEvent.setup>, question: string) => {
  await user.click(await screen.findByRole('button', { name: question }));
  return screen.findByRole('region', { name: question });
};

beforeEach(() => giveElementsLayout());

describe('hiding a catalogue question', () => {
  it('asks first when it has an answer, then takes it out of the list and the progress, and keeps the editor with a way back', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers });
    const editor = await open(user, 'How do I block my card?');
    expect(screen.getByText('1 of 3 questions answered')).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'Hide this question' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Hide this question?' })).getByRole('button', { name: 'Keep it visible' }));
    expect(await hiddenDocument(harness.backend)).toBeNull();

    await user.click(within(editor).getByRole('button', { name: 'Hide this question' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Hide this question?' })).getByRole('button', { name: 'Hide' }));
    const showAgain = await within(editor).findByRole('button', { name: 'Show it again' });
    await waitFor(() => expect(showAgain).toHaveFocus());
    expect(within(editor).getByText(/^Hidden from your customers/)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'How do I block my card?' })).not.toBeInTheDocument());
    expect(count()).toHaveTextContent('2 questions');
    expect(screen.getByText('0 of 2 questions answered')).toBeInTheDocument();
    expect(await hiddenDocument(harness.backend)).toEqual({ 'cards-block': true });

    await user.click(showAgain);
    expect(await within(editor).findByRole('button', { name: 'Hide this question' })).toHaveFocus();
    expect(within(editor).getByText('The question is shown to your customers again.')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'How do I block my card?' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 questions answered')).toBeInTheDocument();
    expect(await hiddenDocument(harness.backend)).toEqual({});
  });

  it('hides at once a question answered in no language, and asks for one answered in another language only', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers });
    const loans = await open(user, 'What is the interest rate on a consumer loan?');
    await user.click(within(loans).getByRole('button', { name: 'Hide this question' }));
    expect(await within(loans).findByRole('button', { name: 'Show it again' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await hiddenDocument(harness.backend)).toEqual({ 'loans-rate': true }));

    const atm = await open(user, 'How much cash can I withdraw?');
    // Answered in Macedonian only, while the console is in English.
    await waitFor(() => expect(within(atm).getByRole('region', { name: 'Macedonian' })).toHaveAccessibleDescription('Answered by the bank'));
    await user.click(within(atm).getByRole('button', { name: 'Hide this question' }));
    expect(await screen.findByRole('alertdialog', { name: 'Hide this question?' })).toBeInTheDocument();
  });
});

describe('the "Show hidden questions" filter', () => {
  it('lists the hidden questions, marked, while it is on, and keeps that in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderFaqScreen({ questions, answers, hidden: ['atm-limit'] });
    await screen.findByRole('button', { name: 'How do I block my card?' });
    expect(screen.queryByRole('button', { name: 'How much cash can I withdraw?' })).not.toBeInTheDocument();
    expect(count()).toHaveTextContent('2 questions');

    await user.click(showHidden());
    await waitFor(() => expect(router.state.location.search).toBe('?hidden=1'));
    const hiddenRow = await screen.findByRole('button', { name: 'How much cash can I withdraw?' });
    expect(hiddenRow).toHaveAccessibleDescription(/Hidden/);
    expect(screen.getByRole('button', { name: 'How do I block my card?' })).not.toHaveAccessibleDescription(/Hidden/);
    expect(count()).toHaveTextContent('3 questions');

    await user.click(showHidden());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'How much cash can I withdraw?' })).not.toBeInTheDocument());
  });

  it('opens with hidden questions shown when the address asks', async () => {
    await renderFaqScreen({ questions, answers, hidden: ['atm-limit'] }, { address: '/faq?hidden=1' });
    expect(await screen.findByRole('button', { name: 'How much cash can I withdraw?' })).toHaveAccessibleDescription(/Hidden/);
    expect(showHidden()).toHaveAttribute('aria-checked', 'true');
  });
});
