import { describe, expect, it } from 'vitest';
import { accentOnWhite } from './accent-on-white';
import { contrastRatio } from './readable-text-colour';

describe('accentOnWhite', () => {
  it('keeps a colour that reads well on white as it is', () => {
    expect(accentOnWhite('#0B5FFF')).toBe('#0B5FFF');
    expect(accentOnWhite('#7A1FA2')).toBe('#7A1FA2');
  });

  it('darkens a pale colour, keeping its hue, until it reads on white (WCAG AA)', () => {
    for (const pale of ['#FFD400', '#7FDBFF', '#FFFFFF', '#39CCCC']) {
      const accent = accentOnWhite(pale);
      expect(contrastRatio(accent, '#FFFFFF'), pale).toBeGreaterThanOrEqual(4.5);
    }
    const yellow = accentOnWhite('#FFD400');
    // Red above green above blue, as in the yellow it came from.
    const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(yellow.slice(start, start + 2), 16)) as [number, number, number];
    expect(red).toBeGreaterThan(green);
    expect(blue).toBe(0);
  });

  it('falls back to the default accent for anything that is not a colour', () => {
    expect(accentOnWhite('blue')).toBe('#1D4ED8');
  });
});
