import { describe, expect, it } from 'vitest';
import { summariseUnanswered } from './unanswered-summary';

describe('summariseUnanswered', () => {
  it('groups the same question per language regardless of case and punctuation, most asked first, with the times an answer was not what was asked and the ids to delete them by', () => {
    const asked = (id: string, question: string, locale: 'mk' | 'en' | 'sq', day = '2026-11-20') => ({ id, question, locale, channel: 'web' as const, day });
    expect(
      summariseUnanswered([
        asked('u1', 'Do you accept bitcoin?', 'en'),
        asked('u2', 'do you accept Bitcoin', 'en', '2026-11-22'),
        { ...asked('u3', 'Do you accept bitcoin?', 'en'), answeredWith: 'payments-international' },
        asked('u4', 'Дали примате биткоин?', 'mk'),
        asked('u5', 'Can I pay in gold', 'en'),
        asked('u6', 'A pranoni bitcoin?', 'sq', '2026-11-23'),
      ]),
    ).toEqual([
      { question: 'Do you accept bitcoin?', locale: 'en', count: 3, notWhatAsked: 1, lastDay: '2026-11-22', ids: ['u1', 'u2', 'u3'] },
      { question: 'A pranoni bitcoin?', locale: 'sq', count: 1, notWhatAsked: 0, lastDay: '2026-11-23', ids: ['u6'] },
      { question: 'Can I pay in gold', locale: 'en', count: 1, notWhatAsked: 0, lastDay: '2026-11-20', ids: ['u5'] },
      { question: 'Дали примате биткоин?', locale: 'mk', count: 1, notWhatAsked: 0, lastDay: '2026-11-20', ids: ['u4'] },
    ]);
  });
});
