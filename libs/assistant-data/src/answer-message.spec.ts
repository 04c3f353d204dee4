import { describe, expect, it } from 'vitest';
import type { PublishedFaq } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import { answerMessage } from './answer-message';
import { publishedWith } from './testing/published-with';

const faq = (id: string, question: string, answer: string): PublishedFaq => ({ id, question, variants: [], answer, category: 'cards', top: false, attachments: [] });

const part = (locale: Locale, faqs: PublishedFaq[]) => ({ locale, faqs, products: [] });

const published = publishedWith([
  part('mk', [faq('block', 'Како да ја блокирам картичката?', 'Јавете се на 02 3100 100.')]),
  part('en', [faq('block', 'How do I block my card?', 'Call 02 3100 100.')]),
]);

describe('answerMessage', () => {
  it('answers in the language the message is clearly written in, over that language’s content', () => {
    const { locale, result } = answerMessage(published, 'en', 'Како да ја блокирам картичката?');
    expect(locale).toBe('mk');
    expect(result.kind === 'answer' && result.entry.text).toBe('Јавете се на 02 3100 100.');
  });

  it('stays in the current language when the message could be any, and says when nothing matches', () => {
    expect(answerMessage(published, 'en', 'block card').result.kind).toBe('answer');
    const { locale, result } = answerMessage(published, 'en', 'Will it rain on Mars tomorrow?');
    expect([locale, result.kind]).toEqual(['en', 'no-answer']);
  });
});
