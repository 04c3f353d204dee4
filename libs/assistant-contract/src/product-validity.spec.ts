import { describe, expect, it } from 'vitest';
import { CALENDAR_DAY_PATTERN, offeredOn } from './product-validity';

describe('offeredOn', () => {
  it('holds from the first day to the last, both included, and always without dates', () => {
    const offer = { validFrom: '2026-12-01', validUntil: '2026-12-31' };
    expect(['2026-11-30', '2026-12-01', '2026-12-15', '2026-12-31', '2027-01-01'].map((today) => offeredOn(offer, today))).toEqual([false, true, true, true, false]);
    expect(offeredOn({}, '2026-11-25')).toBe(true);
    expect(offeredOn({ validUntil: '2026-11-24' }, '2026-11-25')).toBe(false);
    expect(offeredOn({ validFrom: '2026-11-26' }, '2026-11-25')).toBe(false);
  });

  it('reads only calendar days', () => {
    expect(['2026-02-28', '2026-12-31'].every((value) => CALENDAR_DAY_PATTERN.test(value))).toBe(true);
    expect(['2026-13-01', '2026-1-5', '26-01-05', '2026-01-32', ''].some((value) => CALENDAR_DAY_PATTERN.test(value))).toBe(false);
  });
});
