import { describe, expect, it } from 'vitest';
import { dayIn } from './calendar-day';

describe('dayIn', () => {
  it("gives the bank's calendar day, not the customer's", () => {
    // 23:30 UTC on 24 November is already 25 November in Skopje (UTC+1 in winter).
    expect(dayIn('Europe/Skopje', Date.UTC(2026, 10, 24, 23, 30))).toBe('2026-11-25');
    expect(dayIn('UTC', Date.UTC(2026, 10, 24, 23, 30))).toBe('2026-11-24');
  });

  it('moves with daylight saving time: 22:30 UTC is the next day in summer, the same day in winter', () => {
    expect(dayIn('Europe/Skopje', Date.UTC(2026, 6, 1, 22, 30))).toBe('2026-07-02');
    expect(dayIn('Europe/Skopje', Date.UTC(2026, 0, 1, 22, 30))).toBe('2026-01-01');
  });
});
