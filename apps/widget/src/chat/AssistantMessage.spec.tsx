import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../texts';
import { AssistantMessage } from './AssistantMessage';
import { publishedFixture } from './testing/published-fixture';

/** The English answer to "cards-block", with the products given beside it (if any). */
const showAnswer = (products?: string[]) =>
  render(
    <AssistantMessage
      message={{ id: 'r1', from: 'assistant', kind: 'answer', locale: 'en', entry: { kind: 'faq', id: 'cards-block' }, ...(products ? { products } : {}) }}
      published={publishedFixture()}
      t={translator('en')}
      locale="en"
      onChoose={vi.fn()}
      onLeaveContact={vi.fn()}
      onSwitchLanguage={vi.fn()}
    />,
  );

describe('AssistantMessage', () => {
  it('shows the products an answer speaks of as cards after it', () => {
    showAnswer(['loan-fast-cash', 'gone']);
    expect(screen.getByText('Call us right away on +389 2 3200 200 or block it in Demo mBank.')).toBeInTheDocument();
    // A product no longer published is left out.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Fast Cash' })).getByRole('button', { name: 'Leave your contact' })).toBeInTheDocument();
  });

  it('shows an answer kept from before products were given with none', () => {
    showAnswer();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
