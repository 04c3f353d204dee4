import { describe, expect, it } from 'vitest';
import type { AnswerResult, KnowledgeEntry } from '@console/assistant-engine';
import { firstAnswering, type Answerer } from './answerer';
import { respond, respondToChoice } from './respond';

const entry = (id: string): KnowledgeEntry => ({ id, kind: 'faq', title: id, text: `the answer to ${id}` });
const always = (result: AnswerResult): Answerer => ({ answer: async () => result });
const answering = (id: string) => always({ kind: 'answer', entry: entry(id), confidence: 0.9, related: [] });
const declining = (...suggestions: string[]) => always({ kind: 'no-answer', suggestions: suggestions.map((id) => ({ entry: entry(id), confidence: 0.3 })) });

describe('respond', () => {
  it('answers in the conversation’s language and records an answered question', async () => {
    expect(await respond(answering('cards-block'), 'en', 'lost my card')).toEqual({
      locale: 'en',
      replies: [{ kind: 'answer', locale: 'en', entry: { kind: 'faq', id: 'cards-block' }, products: [] }],
      events: [{ kind: 'question', locale: 'en', answered: true, question: 'lost my card' }],
    });
  });

  it('names the products an answer speaks of, to be shown after it', async () => {
    const product = (id: string): KnowledgeEntry => ({ id, kind: 'product', title: id, text: '' });
    const answerer = always({ kind: 'answer', entry: entry('loans-housing'), confidence: 0.9, related: [{ entry: product('loan-my-home'), confidence: 0.8 }, { entry: product('loan-green'), confidence: 0.6 }] });
    const [reply] = (await respond(answerer, 'en', 'housing loan')).replies;
    expect(reply).toMatchObject({ kind: 'answer', entry: { id: 'loans-housing' }, products: ['loan-my-home', 'loan-green'] });
  });

  it('goes on in the language a message is clearly written in, saying so first', async () => {
    const turn = await respond(answering('cards-block'), 'en', 'ја изгубив картичката');
    expect(turn.locale).toBe('mk');
    expect(turn.replies.map((reply) => reply.kind)).toEqual(['language-switched', 'answer']);
    expect(turn.replies[0]).toEqual({ kind: 'language-switched', previous: 'en', locale: 'mk' });
  });

  it('says it has no answer, with its suggestions, and records an unanswered question', async () => {
    const turn = await respond(declining('cards-block', 'cards-pin-forgotten'), 'en', 'card problem');
    expect(turn.replies).toEqual([{ kind: 'no-answer', locale: 'en', suggestions: ['cards-block', 'cards-pin-forgotten'] }]);
    expect(turn.events).toEqual([{ kind: 'question', locale: 'en', answered: false, question: 'card problem' }]);
  });

  it('answers a picked suggestion as an answered question', () => {
    expect(respondToChoice('sq', { id: 'cards-block', question: 'Si ta bllokoj kartelën?' })).toEqual({
      locale: 'sq',
      replies: [{ kind: 'answer', locale: 'sq', entry: { kind: 'faq', id: 'cards-block' } }],
      events: [{ kind: 'question', locale: 'sq', answered: true, question: 'Si ta bllokoj kartelën?' }],
    });
  });
});

describe('firstAnswering', () => {
  it('asks the second answerer only what the first could not answer', async () => {
    let asked = 0;
    const second: Answerer = { answer: async () => ((asked += 1), { kind: 'answer', entry: entry('own-parking'), confidence: 0.8, related: [] }) };
    expect((await firstAnswering(answering('cards-block'), second).answer('lost card', 'en')).kind).toBe('answer');
    expect(asked).toBe(0);
    expect(await firstAnswering(declining(), second).answer('parking', 'en')).toMatchObject({ kind: 'answer', entry: { id: 'own-parking' } });
  });

  it('keeps the suggestions of the one that had some when none answers', async () => {
    expect(await firstAnswering(declining('cards-block'), declining()).answer('card', 'en')).toMatchObject({ kind: 'no-answer', suggestions: [{ entry: { id: 'cards-block' } }] });
  });
});
