import { describe, expect, it } from 'vitest';
import { foldForSearch } from '@console/search-text';
import { editDistance, OTHER_ENDING, SAME_WORD, TYPO, wordSimilarity } from './word-similarity';

const similarity = (query: string, word: string) => wordSimilarity(foldForSearch(query), foldForSearch(word));

describe('wordSimilarity', () => {
  it('finds a Macedonian word typed in Latin letters in any common spelling', () => {
    for (const typed of ['kartichka', 'karticka', 'kartička', 'КАРТИЧКА']) expect(similarity(typed, 'картичка')).toBe(SAME_WORD);
    expect(similarity('stanben', 'станбен')).toBe(SAME_WORD);
  });

  it('finds other endings of a word', () => {
    expect(similarity('кредитот', 'кредит')).toBe(OTHER_ENDING);
    expect(similarity('karticki', 'картичка')).toBe(OTHER_ENDING);
    expect(similarity('kartele', 'kartelës')).toBe(OTHER_ENDING);
    expect(similarity('accounts', 'account')).toBe(OTHER_ENDING);
  });

  it('tolerates a typo in a longer word, not in a short one', () => {
    expect(similarity('acount', 'account')).toBe(TYPO);
    expect(similarity('depozit', 'deposit')).toBe(TYPO);
    expect(similarity('morgtage', 'mortgage')).toBe(TYPO);
    expect(similarity('card', 'cart')).toBe(0);
    expect(similarity('pin', 'pun')).toBe(0);
  });

  it('keeps unrelated words apart', () => {
    expect(similarity('card', 'cardholder')).toBe(0);
    expect(similarity('loan', 'lost')).toBe(0);
  });
});

describe('editDistance', () => {
  it('counts an adjacent swap as one edit and gives up above the limit', () => {
    expect(editDistance('form', 'from', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});
