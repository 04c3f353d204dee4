import { describe, expect, it } from 'vitest';
import { summariseUnanswered } from './unanswered-summary';

describe('summariseUnanswered', () => {
  it('groups the same question per language regardless of case and punctuation, most asked first', () => {
    const asked = (question: string, locale: 'mk' | 'en' | 'sq', day = '2026-11-20') => ({ question, locale, channel: 'web' as const, day });
    expect(
      summariseUnanswered([
        asked('Do you accept bitcoin?', 'en'),
        asked('do you accept Bitcoin', 'en', '2026-11-22'),
        asked('Do you accept bitcoin?', 'en'),
        asked('Дали примате биткоин?', 'mk'),
        asked('Can I pay in gold', 'en'),
        asked('A pranoni bitcoin?', 'sq', '2026-11-23'),
      ]),
    ).toEqual([
      { question: 'Do you accept bitcoin?', locale: 'en', count: 3, lastDay: '2026-11-22' },
      { question: 'A pranoni bitcoin?', locale: 'sq', count: 1, lastDay: '2026-11-23' },
      { question: 'Can I pay in gold', locale: 'en', count: 1, lastDay: '2026-11-20' },
      { question: 'Дали примате биткоин?', locale: 'mk', count: 1, lastDay: '2026-11-20' },
    ]);
  });
});
