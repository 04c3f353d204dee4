import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type QuestionFixture, testPaths } from '@console/testing';
import { renderFaqScreen } from '../testing/faq-screen-harness';
import { giveElementsLayout } from '../testing/jsdom-layout';

const questions: QuestionFixture[] = [
  { id: 'cards-block', category: 'Cards', question: 'How do I block my card?', text: 'Call the bank.' },
  { id: 'cards-pin', category: 'Cards', question: 'I forgot my PIN. What now?', text: 'Order a new PIN in e-banking.' },
  { id: 'cards-fee', category: 'Cards', question: 'What does a card cost?', text: 'See the tariff.' },
  { id: 'cards-none', category: 'Cards', question: 'Can I choose my card number?', text: '' },
  { id: 'atm-limit', category: 'ATM', question: 'How much cash can I withdraw?', text: 'Up to 40,000 MKD a day.' },
];
const answers = { en: { 'cards-block': 'Call +389 2 3200 200.', 'cards-pin': { text: 'Order a new PIN in e-banking.', source: 'default' } } };
const readAnswers = async (backend: Awaited<ReturnType<typeof renderFaqScreen>>['backend'], locale: 'en' | 'mk') =>
  new Map(
    (await backend.documents.getCollection<{ answer: { text: string; source?: string } }>(testPaths.answers(locale))).map((doc) => [
      doc.id,
      doc.data.answer,
    ]),
  );

beforeEach(() => giveElementsLayout());

describe('using the standard answers of a category', () => {
  it('says how many it takes, asks, and makes them the bank’s answers in the console’s language only', async () => {
    const user = userEvent.setup();
    const harness = await renderFaqScreen({ questions, answers }, { address: '/faq?category=cards' });
    const action = await screen.findByRole('button', { name: 'Use the standard answers of Cards' });
    expect(screen.getByText('2 questions in English have no answer of yours yet.')).toBeInTheDocument();

    await user.click(action);
    const dialog = await screen.findByRole('alertdialog', { name: 'Use the standard answers of Cards?' });
    expect(dialog).toHaveAccessibleDescription(/^2 questions in English without an answer of yours get the standard answer/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await readAnswers(harness.backend, 'en')).get('cards-pin')).toMatchObject({ source: 'default' });

    await user.click(action);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use 2 standard answers' }));
    expect(await screen.findByText('2 standard answers of Cards are now your answers in English.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('3 of 5 questions answered')).toBeInTheDocument());

    const stored = await readAnswers(harness.backend, 'en');
    expect(stored.get('cards-block')).toMatchObject({ text: 'Call +389 2 3200 200.' });
    expect(stored.get('cards-pin')).toMatchObject({ text: 'Order a new PIN in e-banking.', source: 'bank' });
    expect(stored.get('cards-fee')).toMatchObject({ text: 'See the tariff.', source: 'bank' });
    expect(stored.has('cards-none')).toBe(false);
    expect(stored.has('atm-limit')).toBe(false);
    expect(await readAnswers(harness.backend, 'mk')).toEqual(new Map());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Use the standard answers of Cards' })).toBeDisabled());
    expect(screen.getByText('Every question of this category with a standard answer is answered in English.')).toBeInTheDocument();
  });

  it('is offered only once a category is chosen', async () => {
    await renderFaqScreen({ questions, answers });
    await screen.findByRole('button', { name: 'How do I block my card?' });
    expect(screen.queryByRole('button', { name: /Use the standard answers/ })).not.toBeInTheDocument();
  });
});
