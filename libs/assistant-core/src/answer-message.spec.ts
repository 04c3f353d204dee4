import { describe, expect, it } from 'vitest';
import type { PublishedFaq } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import { answerMessage } from './answer-message';
import { publishedAnswerer } from './published-answerer';
import { publishedWith } from './testing/published-with';

const faq = (id: string, question: string, answer: string): PublishedFaq => ({ id, question, variants: [], answer, category: 'cards', top: false, attachments: [] });

const part = (locale: Locale, faqs: PublishedFaq[]) => ({ locale, faqs, products: [] });

const assistant = publishedWith([
  part('mk', [faq('cards-block', 'Како да ја блокирам картичката?', 'Јавете се на 02 3100 100.')]),
  part('en', [faq('cards-block', 'How do I block my card?', 'Call 02 3100 100.'), faq('own-parking', 'Where can I park at the head office?', 'In the garage under the building.')]),
]);
const published = publishedAnswerer(assistant);

describe('answerMessage', () => {
  it('answers in the language the message is clearly written in, over that language’s content', async () => {
    const { locale, result } = await answerMessage(published, 'en', 'ми ја украдоа картичката, што да правам');
    expect(locale).toBe('mk');
    expect(result.kind === 'answer' && result.entry.text).toBe('Јавете се на 02 3100 100.');
  });

  it('recognises a catalogue question however it is asked, and the bank’s own questions by their words', async () => {
    expect((await answerMessage(published, 'en', 'someone stole my wallet with my card in it')).result).toMatchObject({ kind: 'answer', entry: { id: 'cards-block' } });
    expect((await answerMessage(published, 'en', 'where do I park at your head office')).result).toMatchObject({ kind: 'answer', entry: { id: 'own-parking' } });
  });

  it('declines a catalogue question the bank did not answer, and a question about something else', async () => {
    expect((await answerMessage(published, 'en', 'How do I close my account?')).result.kind).toBe('no-answer');
    const { locale, result } = await answerMessage(published, 'en', 'Will it rain on Mars tomorrow?');
    expect([locale, result.kind]).toEqual(['en', 'no-answer']);
  });

  it('answers by words alone when the model cannot be loaded', async () => {
    const { result } = await answerMessage(publishedAnswerer(assistant, async () => null), 'en', 'block card');
    expect(result).toMatchObject({ kind: 'answer', entry: { id: 'cards-block' } });
  });
});
