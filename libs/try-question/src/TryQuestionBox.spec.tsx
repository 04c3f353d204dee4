import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerResult } from '@console/assistant-engine';
import { renderWithProviders } from '@console/testing';
import { TryQuestionBox } from './TryQuestionBox';
import { TryQuestionDisclosure } from './TryQuestionDisclosure';

const answered: AnswerResult = {
  kind: 'answer',
  confidence: 0.82,
  entry: { id: 'cards-block', kind: 'faq', title: 'How do I block my card?', text: 'Call us right away.' },
  related: [],
};

const show = (ui: ReactElement) => renderWithProviders(ui, { language: 'en', namespaces: ['common', 'ui', 'try-question'], fallback: <p>suspended</p> });

describe('TryQuestionBox', () => {
  it('says what the assistant would answer, in which language and how sure', async () => {
    const user = userEvent.setup();
    const answer = vi.fn(async () => ({ locale: 'sq' as const, result: answered }));
    await show(<TryQuestionBox answer={answer} />);
    await user.type(screen.getByRole('textbox', { name: "A customer's message" }), 'si ta bllokoj kartelën');
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    expect(answer).toHaveBeenCalledWith('si ta bllokoj kartelën');
    expect(await screen.findByText(/^It would answer in Albanian, 82\s?% sure, with:$/u)).toBeInTheDocument();
    expect(screen.getByText('How do I block my card?')).toBeInTheDocument();
  });

  it('asks for a message before trying, and waits while the drafts load', async () => {
    const user = userEvent.setup();
    const { rerender } = await show(<TryQuestionBox answer={null} />);
    expect(screen.getByRole('button', { name: 'Try it' })).toBeDisabled();
    rerender(<TryQuestionBox answer={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    expect(screen.getByRole('textbox', { name: "A customer's message" })).toHaveAccessibleDescription(/Type a message first/);
  });
});

describe('TryQuestionDisclosure', () => {
  it('loads and reads nothing until it is opened', async () => {
    const user = userEvent.setup();
    const useAnswerer = vi.fn(() => null);
    const loadAnswerer = vi.fn(async () => useAnswerer);
    await show(<TryQuestionDisclosure loadAnswerer={loadAnswerer} />);
    expect(loadAnswerer).not.toHaveBeenCalled();
    await user.click(screen.getByText('Try a question'));
    expect(await screen.findByRole('textbox', { name: "A customer's message" })).toBeInTheDocument();
    expect(loadAnswerer).toHaveBeenCalledTimes(1);
    expect(useAnswerer).toHaveBeenCalled();
  });
});
