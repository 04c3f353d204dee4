import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColour } from './readable-text-colour';

describe('readableTextColour', () => {
  it.each(['#0B5FFF', '#1A4D8F', '#B42318', '#000000'])('puts white text on the dark colour %s', (colour) => {
    expect(readableTextColour(colour)).toBe('#FFFFFF');
  });

  it.each(['#FFE600', '#FFFFFF', '#A6E3C4', '#00C2FF'])('puts navy text on the light colour %s', (colour) => {
    expect(readableTextColour(colour)).toBe('#0B1D36');
  });

  it('always reaches at least 4.5:1 for text on a strong or pale colour', () => {
    for (const colour of ['#0B5FFF', '#FFE600', '#067647', '#F6F8FA']) expect(contrastRatio(colour, readableTextColour(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to dark text for a colour that is not #RRGGBB yet', () => {
    expect(readableTextColour('#12')).toBe('#0B1D36');
  });
});
