import { describe, expect, it } from 'vitest';
import { messageFor } from './testing/validation-result';
import { hexColourRule } from './format-rules';

describe('hex colour', () => {
  it.each(['#1A4D8F', '#ffffff', ' #000000 '])('accepts %j', async (value) => {
    expect(await messageFor(hexColourRule(), value)).toBeNull();
  });

  it.each(['1A4D8F', '#FFF', '#1A4D8G', '#1A4D8F0', 'blue'])('refuses %j', async (value) => {
    expect(await messageFor(hexColourRule(), value)).toBe('forms:validation.hexColour');
  });
});
