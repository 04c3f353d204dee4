import { describe, expect, it } from 'vitest';
import { buildAnswerIndex } from './answer-index';
import { findAnswer } from './find-answer';
import type { KnowledgeEntry } from './knowledge';
import { NOT_OURS } from './model/intent-model';
import { trainIntentModel } from './model/train-intent-model';

const mk: KnowledgeEntry[] = [
  { id: 'cards-block', kind: 'faq', title: 'Како да блокирам изгубена или украдена картичка?', text: 'Јавете се на +389 2 3200 200 или блокирајте ја во Demo mBank.', tags: 'Cards' },
  { id: 'cards-pin', kind: 'faq', title: 'Го заборавив PIN-кодот на картичката', text: 'Во апликацијата притиснете „Прикажи PIN“.', tags: 'Cards' },
  { id: 'loans-housing', kind: 'faq', title: 'Какви услови има станбениот кредит?', text: 'До 30 години, учество од 10 %.', tags: 'Loans' },
  { id: 'loan-fast-cash', kind: 'product', title: 'Брза готовина', text: 'Потрошувачки кредит до 900.000 денари.', tags: 'кредит' },
];
const en: KnowledgeEntry[] = [
  { id: 'cards-block', kind: 'faq', title: 'How do I block a lost or stolen card?', text: 'Call us or tap Block card in Demo mBank.', tags: 'Cards' },
  { id: 'atm-limit', kind: 'faq', title: 'How much cash can I withdraw from an ATM in a day?', text: 'Up to 40,000 MKD a day.', tags: 'ATM' },
];
const sq: KnowledgeEntry[] = [
  { id: 'cards-block', kind: 'faq', title: 'Si ta bllokoj një kartelë të humbur ose të vjedhur?', text: 'Na telefononi menjëherë.', tags: 'Cards' },
  { id: 'account-open', kind: 'faq', title: 'Si të hap një llogari personale?', text: 'Me letërnjoftim në çdo degë.', tags: 'Account' },
];

const answerId = (entries: KnowledgeEntry[], locale: 'mk' | 'en' | 'sq', question: string) => {
  const result = findAnswer(buildAnswerIndex(locale, entries), question);
  return result.kind === 'answer' ? result.entry.id : null;
};

describe('findAnswer', () => {
  it('finds Macedonian content asked in Cyrillic or in Latin letters', () => {
    expect(answerId(mk, 'mk', 'изгубив картичка')).toBe('cards-block');
    expect(answerId(mk, 'mk', 'izgubena karticka kako da ja blokiram')).toBe('cards-block');
    expect(answerId(mk, 'mk', 'stanben kredit uslovi')).toBe('loans-housing');
    expect(answerId(mk, 'mk', 'ПИН заборавен')).toBe('cards-pin');
  });

  it('finds Albanian content asked without ë and ç, and tolerates typos', () => {
    expect(answerId(sq, 'sq', 'kartele e humbur')).toBe('cards-block');
    expect(answerId(sq, 'sq', 'si te hap llogri')).toBe('account-open');
    expect(answerId(en, 'en', 'stollen card')).toBe('cards-block');
  });

  it('does not let stop words decide a match', () => {
    expect(answerId(en, 'en', 'how do I')).toBeNull();
    expect(answerId(mk, 'mk', 'како да')).toBeNull();
  });

  it('does not guess: an unknown question gets no answer, and words it shares only partly are not enough', () => {
    expect(answerId(en, 'en', 'what is the weather tomorrow')).toBeNull();
    const result = findAnswer(buildAnswerIndex('en', en), 'crypto card for bitcoin trading');
    expect(result.kind).toBe('no-answer');
  });

  it('does not pick between two entries that fit about equally: it offers both', () => {
    const atm: KnowledgeEntry[] = [
      ...en,
      { id: 'atm-fee', kind: 'faq', title: 'Is there a fee for withdrawing cash at an ATM?', text: 'No fee at our ATMs.', tags: 'ATM' },
    ];
    const result = findAnswer(buildAnswerIndex('en', atm), 'cash atm');
    expect(result.kind).toBe('no-answer');
    const suggestions = result.kind === 'no-answer' ? result.suggestions.map((suggestion) => suggestion.entry.id) : [];
    expect(suggestions.slice(0, 2).sort()).toEqual(['atm-fee', 'atm-limit']);
  });

  it('answers products by their name and kind', () => {
    expect(answerId(mk, 'mk', 'brza gotovina')).toBe('loan-fast-cash');
  });

  it('has nothing to say over empty knowledge or an empty question', () => {
    expect(findAnswer(buildAnswerIndex('en', []), 'lost card')).toEqual({ kind: 'no-answer', suggestions: [] });
    expect(findAnswer(buildAnswerIndex('en', en), '  ?! ')).toEqual({ kind: 'no-answer', suggestions: [] });
  });
});

describe('findAnswer with a model of the catalogue’s questions', () => {
  const taught = (label: string, texts: string[]) => texts.map((text) => ({ text, label }));
  const model = trainIntentModel(
    [
      ...taught('cards-block', ['lost my card', 'my card was stolen', 'block my card', 'someone nicked my wallet with the card', 'card gone missing', 'freeze my stolen card']),
      ...taught('atm-limit', ['how much cash can I take out a day', 'daily withdrawal limit', 'atm limit per day', 'max cash from the machine today']),
      ...taught('account-close', ['close my account', 'I want to leave your bank', 'shut my account down', 'cancel my current account']),
      ...taught(NOT_OURS, ['can I buy bitcoin', 'weather tomorrow', 'when will my new card arrive', 'stock trading app', 'car insurance quote', 'who won the match']),
    ],
    { epochs: 30 },
  );
  // The bank answered two of the three questions it was taught, and has a product of its own.
  const index = buildAnswerIndex('en', [...en.filter((entry) => entry.id === 'cards-block'), { id: 'atm-limit', kind: 'faq', title: 'ATM limit', text: 'Up to 40,000 MKD.' }, { id: 'loan-fast-cash', kind: 'product', title: 'Fast Cash loan', text: 'Up to 900,000 MKD.', tags: 'loan' }], model);
  const answered = (question: string) => {
    const result = findAnswer(index, question);
    return result.kind === 'answer' ? result.entry.id : null;
  };

  it('answers a question it was taught however it is put, with the bank’s answer', () => {
    expect(answered('my card got nicked')).toBe('cards-block');
    expect(answered('whats the most cash i can withdraw per day')).toBe('atm-limit');
  });

  it('declines a question it recognises but the bank did not answer, instead of the nearest answer', () => {
    expect(findAnswer(index, 'i want to close my account')).toEqual({ kind: 'no-answer', suggestions: [] });
  });

  it('shows beside an answer the products whose own name the message uses', () => {
    const withProducts = buildAnswerIndex(
      'en',
      [
        ...en.filter((entry) => entry.id === 'cards-block'),
        { id: 'card-stolen-insurance', kind: 'product', title: 'Stolen Card Insurance', text: 'Covers what is spent with a stolen card.', tags: 'card cards' },
        { id: 'loan-green', kind: 'product', title: 'Green energy loan', text: 'For solar panels.', tags: 'loan' },
      ],
      model,
    );
    const result = findAnswer(withProducts, 'my card was stolen');
    expect(result).toMatchObject({ kind: 'answer', entry: { id: 'cards-block' } });
    expect(result.kind === 'answer' && result.related.map((related) => related.entry.id)).toEqual(['card-stolen-insurance']);
  });

  it('answers a question the bank did not answer with the products it speaks of, when there are some', () => {
    const productsOnly = buildAnswerIndex('en', [{ id: 'card-stolen-insurance', kind: 'product', title: 'Stolen Card Insurance', text: 'Covers what is spent with a stolen card.', tags: 'card cards' }], model);
    expect(findAnswer(productsOnly, 'my card was stolen')).toMatchObject({ kind: 'answer', entry: { id: 'card-stolen-insurance' }, related: [] });
  });

  it('declines what is not the bank’s, and finds the bank’s products by their words', () => {
    expect(answered('can I buy bitcoin with you')).toBeNull();
    expect(answered('fast cash loan')).toBe('loan-fast-cash');
  });
});
