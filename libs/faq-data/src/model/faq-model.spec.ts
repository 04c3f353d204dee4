import { describe, expect, it } from 'vitest';
import { catalogueRecord } from '@console/testing';
import { answerState } from './answer-state';
import { isQuestionForCustomer } from './classify-faq';
import { matchFaqCategory } from './faq-categories';
import type { FaqQuestion, UserAnswer } from './faq-types';
import { createFaqJoiner } from './join-faq';
import { mapHiddenQuestions } from './hidden-questions';
import { mapFaqCatalogue, mapFaqQuestion } from './map-faq-question';
import { mapUserAnswer } from './map-user-answer';

const question = (id: string, extra: Parameters<typeof catalogueRecord>[0] extends infer F ? Partial<F> : never = {}) =>
  mapFaqQuestion({ id, data: catalogueRecord({ id, ...extra }) }) as FaqQuestion;

describe('mapping catalogue records', () => {
  it('maps every field of a question, taking scenario and type from inside default_answer', () => {
    const mapped = mapFaqQuestion({
      id: 'cards-block',
      data: {
        top: true,
        question: 'How do I block my card?',
        variants: ['card stolen', 'freeze my card', 42],
        category: 'CARDS',
        customer_type: 'individual',
        default_answer: { text: 'Call us.', scenario: null, type: 'text' },
      },
    });
    expect(mapped).toEqual({
      id: 'cards-block',
      isTop: true,
      question: 'How do I block my card?',
      variants: ['card stolen', 'freeze my card'],
      defaultAnswer: 'Call us.',
      category: 'CARDS',
      categoryId: 'cards',
      scenario: null,
      type: 'text',
      customerType: 'individual',
    });
  });

  it('leaves out scenario items in any letter case', () => {
    const records = ['scenario', 'SCENARIO', 'Scenario', 'text'].map((type, index) => ({ id: `q${index}`, data: catalogueRecord({ id: `q${index}`, type, scenario: 'flow' }) }));
    expect(mapFaqCatalogue(records).map((item) => item.id)).toEqual(['q3']);
  });

  it('refuses a question record without a string id', () => {
    expect(() => mapFaqQuestion({ id: undefined, data: catalogueRecord({ id: 'x' }) })).toThrow(new Error('Faq is missing an id parameter'));
    expect(() => mapFaqQuestion({ id: 42, data: catalogueRecord({ id: 'x' }) })).toThrow('Faq is missing an id parameter');
  });

  it('refuses an answer record without a string id', () => {
    expect(() => mapUserAnswer({ id: null, data: { answer: { text: 'Hi' } } })).toThrow(new Error('Answer is missing an id parameter'));
  });

  it('maps an answer with its attachments, and a missing source as the bank’s own', () => {
    const answer = mapUserAnswer({
      id: 'cards-block',
      data: { answer: { text: 'Call us.', attachments: [{ name: 'tariff.pdf', path: 'p/tariff.pdf', contentType: 'application/pdf', size: 10 }, 'junk'] } },
    });
    expect(answer).toEqual({
      id: 'cards-block',
      answer: 'Call us.',
      attachments: [{ name: 'tariff.pdf', path: 'p/tariff.pdf', contentType: 'application/pdf', size: 10 }],
      source: 'bank',
    });
    expect(mapUserAnswer({ id: 'a', data: { answer: { text: 'x', source: 'default' } } }).source).toBe('default');
  });
});

describe('categories', () => {
  it('matches the known categories case-insensitively', () => {
    expect(['Account', 'atm', 'ATM', 'CARDS', 'Ebanking', 'tariffs', 'Tech-Support', 'terminology', 'corporate-faqs', 'Other'].map(matchFaqCategory)).toEqual([
      'account',
      'atm',
      'atm',
      'cards',
      'ebanking',
      'tariffs',
      'tech-support',
      'terminology',
      'corporate-faqs',
      'other',
    ]);
  });

  it('puts unknown and missing categories under Finance', () => {
    expect([undefined, '', 'Insurance', 42].map(matchFaqCategory)).toEqual(['finance', 'finance', 'finance', 'finance']);
  });
});

describe('classification by customer type', () => {
  const general = question('general', { category: 'Cards' });
  const corporateFaq = question('corp', { category: 'corporate-faqs', customer_type: 'corporate' });
  const retailTariff = question('retail', { category: 'tariffs', customer_type: 'individual' });
  const corporateTariff = question('corp-tariff', { category: 'tariffs', customer_type: 'corporate' });
  const visible = (type: 'individual' | 'corporate' | null) =>
    [general, corporateFaq, retailTariff, corporateTariff].filter((item) => isQuestionForCustomer(item, type)).map((item) => item.id);

  it('shows an individual account the general questions and the retail tariffs', () => {
    expect(visible('individual')).toEqual(['general', 'retail']);
  });

  it('shows a corporate account the corporate FAQs and the corporate tariffs', () => {
    expect(visible('corporate')).toEqual(['general', 'corp', 'corp-tariff']);
  });

  it('keeps corporate-faqs from individual accounts even without a customer_type', () => {
    expect(isQuestionForCustomer(question('c', { category: 'Corporate-FAQs' }), 'individual')).toBe(false);
  });
});

describe('joining questions with answers', () => {
  const questions = [question('a'), question('b'), question('c')];
  const answer = (id: string, text: string, source: UserAnswer['source'] = 'bank'): UserAnswer => ({ id, answer: text, attachments: [], source });

  it('joins each question with the answer of the same id and marks only the bank’s answers as answered', () => {
    const join = createFaqJoiner();
    const entries = join(questions, [answer('a', 'Ours'), answer('b', 'Imported', 'default'), answer('zzz', 'orphan')], 'individual');
    expect(entries.map((entry) => [entry.id, entry.answer?.answer ?? null, entry.answered])).toEqual([
      ['a', 'Ours', true],
      ['b', 'Imported', false],
      ['c', null, false],
    ]);
  });

  it('keeps the identity of every entry whose question and answer did not change', () => {
    const join = createFaqJoiner();
    const answers = [answer('a', 'One'), answer('b', 'Two')];
    const first = join(questions, answers, 'individual');
    const second = join(questions, [answers[0] as UserAnswer, answer('b', 'Two, edited')], 'individual');
    expect(second[0]).toBe(first[0]);
    expect(second[2]).toBe(first[2]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]?.answer?.answer).toBe('Two, edited');
  });
});

describe('hidden questions', () => {
  const questions = [question('a'), question('b')];

  it('reads only the keys set to true as hidden, and anything else as none', () => {
    expect([...mapHiddenQuestions({ a: true, b: false, c: 'yes' })]).toEqual(['a']);
    expect(mapHiddenQuestions(null).size).toBe(0);
    expect(mapHiddenQuestions(['a']).size).toBe(0);
  });

  it('marks the hidden entries and renews only the entry whose visibility changed', () => {
    const join = createFaqJoiner();
    const first = join(questions, [], 'individual');
    expect(first.map((entry) => entry.hidden)).toEqual([false, false]);
    const second = join(questions, [], 'individual', new Set(['b']));
    expect(second.map((entry) => entry.hidden)).toEqual([false, true]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
  });
});

describe('answerState', () => {
  const answer = (text: string, source: UserAnswer['source']): UserAnswer => ({ id: 'q', answer: text, attachments: [], source });
  it('tells the bank’s own answer from an imported standard answer and from none', () => {
    expect(answerState(answer('Call us.', 'bank'))).toBe('answered');
    expect(answerState(answer('Call the bank.', 'default'))).toBe('standard');
    expect(answerState(answer('  ', 'bank'))).toBe('missing');
    // A withdrawn answer: the bank's own, emptied.
    expect(answerState(answer('', 'bank'))).toBe('missing');
    expect(answerState(null)).toBe('missing');
  });
});
