import { describe, expect, it } from 'vitest';
import { buildAnswerIndex } from '../answer-index';
import { findAnswer } from '../find-answer';
import type { KnowledgeEntry } from '../knowledge';
import { bankExamples, learnBankModel } from './learn-bank-model';
import { loadBankBackground } from './load-bank-background';
import { loadCatalogueModel } from './load-catalogue-model';
import { encodeIntentModel } from './model-codec';
import { NOT_OURS } from './intent-model';

const entries: KnowledgeEntry[] = [
  { id: 'cards-block', kind: 'faq', title: 'How do I block a lost or stolen card?', text: 'Call us or tap Block card in Demo mBank.', tags: 'Cards' },
  { id: 'atm-limit', kind: 'faq', title: 'How much cash can I withdraw from an ATM in a day?', text: 'Up to 40,000 MKD a day.', tags: 'ATM' },
  { id: 'own-safe-box', kind: 'faq', title: 'Do you rent safe deposit boxes?', text: 'Yes, in our main branch, from 1,200 MKD a year.', tags: 'Other' },
];

const safeBox = {
  id: 'own-safe-box',
  phrasings: ['Do you rent safe deposit boxes?', 'can i keep my jewellery in a locker at the bank', 'price of a safety box', 'where can I store valuables in your vault'],
};

const answerOf = (bankModel: Awaited<ReturnType<typeof learnBankModel>>, model: Awaited<ReturnType<typeof loadCatalogueModel>>, message: string) => {
  const result = findAnswer(buildAnswerIndex('en', entries, model, bankModel), message);
  return result.kind === 'answer' ? result.entry.id : null;
};

describe('what a bank teaches at publish', () => {
  it('is learned: the bank’s own question is answered in its customers’ words, and the catalogue’s questions as before', async () => {
    const [background, model] = await Promise.all([loadBankBackground('en'), loadCatalogueModel('en')]);
    const shares: number[] = [];
    const bankModel = await learnBankModel(background, [safeBox], (share) => shares.push(share));

    expect(answerOf(null, model, 'i want to keep my jewellery in a locker at the bank')).toBeNull();
    expect(answerOf(bankModel, model, 'i want to keep my jewellery in a locker at the bank')).toBe('own-safe-box');
    expect(answerOf(bankModel, model, 'whats the price of a safety box')).toBe('own-safe-box');
    expect(answerOf(bankModel, model, 'someone stole my card')).toBe('cards-block');
    expect(answerOf(bankModel, model, 'can I buy bitcoin with you')).toBeNull();
    expect(shares.at(-1)).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('teaches a catalogue question the words its customers use for it', async () => {
    const [background, model] = await Promise.all([loadBankBackground('en'), loadCatalogueModel('en')]);
    const slang = 'the hole in the wall kept my plastic';
    expect(answerOf(null, model, slang)).not.toBe('cards-block');
    const bankModel = await learnBankModel(background, [{ id: 'cards-block', phrasings: [slang] }]);
    expect(answerOf(bankModel, model, slang)).toBe('cards-block');
  });

  it('gives way where the catalogue’s model is surer of another question the bank answers', async () => {
    const [background, model] = await Promise.all([loadBankBackground('en'), loadCatalogueModel('en')]);
    const bankModel = await learnBankModel(background, [{ id: 'own-seniors-cash', phrasings: ['cash withdrawal limit for seniors', 'how much cash can pensioners take out'] }]);
    const seniors: KnowledgeEntry = { id: 'own-seniors-cash', kind: 'faq', title: 'How much cash can pensioners withdraw?', text: 'Up to 60,000 MKD a day.', tags: 'Other' };
    const atm: KnowledgeEntry = { id: 'atm-daily-limit', kind: 'faq', title: 'How much cash can I withdraw from an ATM in a day?', text: 'Up to 40,000 MKD a day.', tags: 'ATM' };
    const answer = (published: KnowledgeEntry[], message: string) => {
      const result = findAnswer(buildAnswerIndex('en', published, model, bankModel), message);
      return result.kind === 'answer' ? result.entry.id : null;
    };
    expect(answer([seniors, atm], 'how much cash can pensioners take out')).toBe('own-seniors-cash');
    expect(answer([seniors, atm], 'how much cash can i take out')).toBe('atm-daily-limit');
    // Of a catalogue question the bank does not answer, its taught answer rather than none.
    expect(answer([seniors], 'how much cash can i take out')).toBe('own-seniors-cash');
  });

  it('learns nothing when nothing was taught, and the same teaching gives the same model', async () => {
    const background = await loadBankBackground('en');
    expect(await learnBankModel(background, [{ id: 'own-safe-box', phrasings: ['  '] }])).toBeNull();
    const [first, second] = await Promise.all([learnBankModel(background, [safeBox]), learnBankModel(background, [safeBox])]);
    expect(first && encodeIntentModel(first)).toEqual(second && encodeIntentModel(second));
  });

  it('sets what was taught against the background as "not the bank’s", except the taught question’s own phrasings', () => {
    const background = [
      { text: 'lost card', label: 'cards-block' },
      { text: 'atm limit', label: 'atm-limit' },
      { text: 'bitcoin', label: NOT_OURS },
    ];
    const examples = bankExamples(background, [{ id: 'cards-block', phrasings: ['plastic gone'] }]);
    expect(examples.filter((example) => example.label === 'cards-block').map((example) => example.text)).toEqual(['lost card', ...Array(40).fill('plastic gone')]);
    expect(examples.filter((example) => example.label === NOT_OURS).map((example) => example.text)).toEqual(['atm limit', 'bitcoin']);
  });
});
