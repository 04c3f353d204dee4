import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold-for-search';
import { searchableText, wordStartMatcher } from './match-word-starts';

describe('foldForSearch', () => {
  it.each([
    ['картичка', 'kartichka'],
    ['картичка', 'karticka'],
    ['картичка', 'kartička'],
    ['сметка', 'smetka'],
    ['кредит', 'kredit'],
    ['станбен', 'stanben'],
    ['штедна книшка', 'shtedna knishka'],
    ['ѓубре', 'gjubre'],
    ['ќе', 'kje'],
    ['џеб', 'dzheb'],
    ['PIN', 'ПИН'],
  ])('reads Macedonian in Cyrillic and in Latin letters alike: %s ~ %s', (cyrillic, latin) => {
    expect(foldForSearch(latin)).toBe(foldForSearch(cyrillic));
  });

  it.each([
    ['Kërkesë për kredi', 'kerkese per kredi'],
    ['çelës', 'celes'],
    ['Llogaria rrjedhëse', 'LLOGARIA RRJEDHESE'],
  ])('reads Albanian with and without ë and ç alike: %s ~ %s', (written, typed) => {
    expect(foldForSearch(typed)).toBe(foldForSearch(written));
  });

  it('keeps words apart and drops punctuation', () => {
    expect(foldForSearch('  Card, PIN — and   e-banking! ')).toBe('card pin and e banking');
  });

  it('keeps digits', () => {
    expect(foldForSearch('Visa 2026')).toBe('visa 2026');
  });
});

describe('wordStartMatcher', () => {
  const text = searchableText('Како да го сменам PIN-от на картичката?', 'Во секоја експозитура.');

  it('finds a text when every word of the query starts one of its words, in either alphabet', () => {
    expect(wordStartMatcher('kartichk')(text)).toBe(true);
    expect(wordStartMatcher('ПИН картичка')(text)).toBe(true);
    expect(wordStartMatcher('pin ekspoz')(text)).toBe(true);
  });

  it('does not find a text when a word only occurs inside another word, or is missing', () => {
    expect(wordStartMatcher('artichk')(text)).toBe(false);
    expect(wordStartMatcher('pin kredit')(text)).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(wordStartMatcher('  ')(text)).toBe(true);
  });
});
