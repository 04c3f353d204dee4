import { describe, expect, it } from 'vitest';
import { messageFor } from '../testing/validation-result';
import { hexColourRule, urlRule } from './format-rules';

describe('web address', () => {
  it.each(['https://bank.mk', 'http://www.bank.mk/cards/visa?lang=mk', ' https://bank.mk/loans '])('accepts %j', async (value) => {
    expect(await messageFor(urlRule(), value)).toBeNull();
  });

  it.each(['bank', 'www.bank.mk', 'ftp://bank.mk/file', 'https://', 'javascript:alert(1)'])('refuses %j', async (value) => {
    expect(await messageFor(urlRule(), value)).toBe('forms:validation.url');
  });

  it('may stay empty', async () => {
    expect(await messageFor(urlRule(), '')).toBeNull();
  });
});

describe('hex colour', () => {
  it.each(['#1A4D8F', '#ffffff', ' #000000 '])('accepts %j', async (value) => {
    expect(await messageFor(hexColourRule(), value)).toBeNull();
  });

  it.each(['1A4D8F', '#FFF', '#1A4D8G', '#1A4D8F0', 'blue'])('refuses %j', async (value) => {
    expect(await messageFor(hexColourRule(), value)).toBe('forms:validation.hexColour');
  });
});
