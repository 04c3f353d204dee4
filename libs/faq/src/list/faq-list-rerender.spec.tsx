import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type QuestionFixture, testPaths } from '@console/testing';
import { renderFaqScreen } from '../testing/faq-screen-harness';
import { giveElementsLayout } from '../testing/jsdom-layout';

const CATALOGUE_SIZE = 5_000;
const questions: QuestionFixture[] = Array.from({ length: CATALOGUE_SIZE }, (_, index) => {
  const id = `q-${String(index).padStart(4, '0')}`;
  return { id, category: 'Cards', question: { en: `Question number ${index}?` } };
});
const answers = { en: Object.fromEntries(questions.slice(0, 2_500).map((question) => [question.id, `Answer ${question.id}`])) };

beforeEach(() => giveElementsLayout());

describe('FAQ list performance', () => {
  it('renders only the rows in view of a 5,000-question catalogue, and re-renders only the row whose answer changed', async () => {
    const renders: string[] = [];
    const harness = await renderFaqScreen({ questions, answers, locales: ['en'] }, { onRowRender: (id) => renders.push(id) });
    await screen.findByRole('button', { name: 'Question number 0?' });
    await waitFor(() => expect(screen.getAllByRole('status').some((element) => element.textContent === '5,000 questions')).toBe(true));
    const rendered = screen.getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);

    renders.length = 0;
    await act(() =>
      harness.backend.documents.setDoc(`${testPaths.answers('en')}/q-0003`, { answer: { text: 'Rewritten', attachments: [] } }, { merge: true }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Question number 3?' })).toHaveAccessibleDescription(/Rewritten/));
    expect(renders).toEqual(['q-0003']);
  }, 60_000);

  it('takes the rows not yet in view to be as tall as those measured, so the page is as long as the list', async () => {
    giveElementsLayout(79);
    await renderFaqScreen({ questions, answers, locales: ['en'] });
    await screen.findByRole('button', { name: 'Question number 0?' });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Questions' })).toHaveStyle({ height: `${CATALOGUE_SIZE * 79}px` }));
  }, 60_000);
});
