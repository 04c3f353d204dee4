import { describe, expect, it } from 'vitest';
import { textLinks } from './text-links';

describe('textLinks', () => {
  it('makes web addresses links, with or without a scheme, leaving the sentence’s punctuation out', () => {
    expect(textLinks('Се согласувам според demobanka.mk/privatnost.')).toEqual([
      { text: 'Се согласувам според ' },
      { text: 'demobanka.mk/privatnost', href: 'https://demobanka.mk/privatnost' },
      { text: '.' },
    ]);
    expect(textLinks('See https://www.bank.mk/fees, or www.bank.mk.')).toEqual([
      { text: 'See ' },
      { text: 'https://www.bank.mk/fees', href: 'https://www.bank.mk/fees' },
      { text: ', or ' },
      { text: 'www.bank.mk', href: 'https://www.bank.mk/' },
      { text: '.' },
    ]);
  });

  it('leaves text without addresses, and an address the chat may not open, as words', () => {
    expect(textLinks('Call 02 3100 100, 8.30 to 16.00.')).toEqual([{ text: 'Call 02 3100 100, 8.30 to 16.00.' }]);
    expect(textLinks('Go to http://bank.mk now')).toEqual([{ text: 'Go to http://bank.mk now' }]);
    expect(textLinks('Write to info@bank.mk.')).toEqual([{ text: 'Write to info@bank.mk.' }]);
  });
});
