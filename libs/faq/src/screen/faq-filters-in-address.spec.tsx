import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuestionFixture } from '@console/testing';
import { renderFaqScreen } from '../testing/faq-screen-harness';
import { giveElementsLayout } from '../testing/jsdom-layout';

const questions: QuestionFixture[] = [
  { id: 'cards-block', category: 'Cards', top: true, question: { en: 'How do I block my card?' } },
  { id: 'cards-pin', category: 'Cards', question: { en: 'I forgot my PIN. What now?' } },
  { id: 'atm-limit', category: 'ATM', top: true, question: { en: 'How much cash can I withdraw?' } },
  { id: 'atm-find', category: 'ATM', question: { en: 'Where is the nearest ATM?' } },
  { id: 'loans-rate', category: 'Loans', question: { en: 'What is the interest rate on a consumer loan?' } },
];
const answers = { en: { 'cards-block': 'Call us, day and night.' } };

const count = () => screen.getAllByRole('status').find((element) => /question/.test(element.textContent ?? ''));
const categories = () => screen.getByRole('navigation', { name: 'Categories' });
const search = () => screen.getByRole('searchbox', { name: 'Search questions and answers' });
const topOnly = () => screen.getByRole('switch', { name: 'Top questions only' });

beforeEach(() => giveElementsLayout());

describe('FAQ filters in the address', () => {
  it('opens with the category, the switches and the search the address holds', async () => {
    await renderFaqScreen({ questions, answers }, { address: '/faq?category=atm&top=1&search=cash' });
    expect(await screen.findByRole('button', { name: 'How much cash can I withdraw?' })).toBeInTheDocument();
    expect(within(categories()).getByRole('button', { name: /^ATM/ })).toHaveAttribute('aria-pressed', 'true');
    expect(topOnly()).toHaveAttribute('aria-checked', 'true');
    expect(search()).toHaveValue('cash');
    expect(count()).toHaveTextContent('1 question');
  });

  it('ignores a category it does not know', async () => {
    await renderFaqScreen({ questions, answers }, { address: '/faq?category=mortgages' });
    await screen.findByRole('button', { name: 'How do I block my card?' });
    expect(within(categories()).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(count()).toHaveTextContent('5 questions');
  });

  it('puts each choice in the address, one history entry per choice and one for all the typing', async () => {
    const user = userEvent.setup();
    const { router } = await renderFaqScreen({ questions, answers });
    await screen.findByRole('button', { name: 'How do I block my card?' });

    await user.click(within(categories()).getByRole('button', { name: /^ATM/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=atm'));
    await user.click(topOnly());
    await waitFor(() => expect(router.state.location.search).toBe('?category=atm&top=1'));
    await user.type(search(), 'cash');
    await waitFor(() => expect(router.state.location.search).toBe('?category=atm&top=1&search=cash'));
    expect(count()).toHaveTextContent('1 question');

    // Back skips the letters typed one by one: the search was one replaced entry.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?category=atm'));
    expect(topOnly()).toHaveAttribute('aria-checked', 'false');
    expect(search()).toHaveValue('');
    await waitFor(() => expect(count()).toHaveTextContent('2 questions'));

    await act(() => router.navigate(1));
    await waitFor(() => expect(router.state.location.search).toBe('?category=atm&top=1&search=cash'));
    expect(search()).toHaveValue('cash');
    expect(topOnly()).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(count()).toHaveTextContent('1 question'));
  });

  it('keeps every keystroke while the address follows the typing', async () => {
    const user = userEvent.setup();
    const { router } = await renderFaqScreen({ questions, answers }, { address: '/faq?search=ATM' });
    await screen.findByRole('button', { name: 'Where is the nearest ATM?' });
    await user.clear(search());
    await user.type(search(), 'nearest ATM');
    expect(search()).toHaveValue('nearest ATM');
    await waitFor(() => expect(router.state.location.search).toBe('?search=nearest+ATM'));
    expect(count()).toHaveTextContent('1 question');
  });

  it('clears the address with the filters', async () => {
    const user = userEvent.setup();
    const { router } = await renderFaqScreen({ questions, answers }, { address: '/faq?category=loans&unanswered=1&search=nothing%20like%20this' });
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'How do I block my card?' })).toBeInTheDocument();
    expect(search()).toHaveValue('');
  });
});
