import { describe, expect, it } from 'vitest';
import { buildChecklist } from './checklist';

describe('buildChecklist', () => {
  it('is not ready while any step is short of its target', () => {
    const checklist = buildChecklist({ answeredQuestions: 5, products: 2, personalDetailsEdited: true });
    expect(checklist.steps.map((step) => [step.id, step.current, step.target, step.done])).toEqual([
      ['answers', 3, 3, true],
      ['products', 2, 3, false],
      ['personal', 1, 1, true],
    ]);
    expect(checklist.doneCount).toBe(2);
    expect(checklist.ready).toBe(false);
  });

  it('is ready when every step is done, and each step links to where it is done', () => {
    const checklist = buildChecklist({ answeredQuestions: 3, products: 3, personalDetailsEdited: true });
    expect(checklist.ready).toBe(true);
    expect(checklist.steps.map((step) => step.to)).toEqual(['/faq', '/products/cards', '/settings#personal']);
  });
});
