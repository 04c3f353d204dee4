import { describe, expect, it } from 'vitest';
import { paths } from '@console/data-paths';
import { DAILY_CAPS, keepWithinDailyCap } from './daily-caps';

/** The server's counters, as a transaction would keep them. */
function memoryCounts(timeZone?: string) {
  const counts = new Map<string, number>();
  const countOne = async (path: string) => {
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return counts.get(path) ?? 0;
  };
  const read = async (path: string) => (path === paths.publishedHead('prod', 'a1') && timeZone ? { timeZone } : null);
  return { counts, countOne, read };
}

describe('keepWithinDailyCap', () => {
  it("keeps the day's capped number of requests, refuses the next, and counts the kinds apart", async () => {
    const { countOne, read } = memoryCounts('Europe/Skopje');
    const noon = Date.UTC(2026, 10, 24, 11);
    const kept: boolean[] = [];
    for (let index = 0; index <= DAILY_CAPS.leads; index += 1) kept.push(await keepWithinDailyCap(countOne, read, 'prod', 'a1', 'leads', noon));
    expect(kept.filter(Boolean)).toHaveLength(DAILY_CAPS.leads);
    expect(kept.at(-1)).toBe(false);
    await expect(keepWithinDailyCap(countOne, read, 'prod', 'a1', 'unanswered', noon)).resolves.toBe(true);
    await expect(keepWithinDailyCap(countOne, read, 'prod', 'another', 'leads', noon)).resolves.toBe(true);
  });

  it("starts again on the bank's next day, in its time zone", async () => {
    const { counts, countOne, read } = memoryCounts('Europe/Skopje');
    counts.set(`${paths.keptPerDay('prod', 'a1', 'leads')}/2026-11-24`, DAILY_CAPS.leads);
    await expect(keepWithinDailyCap(countOne, read, 'prod', 'a1', 'leads', Date.UTC(2026, 10, 24, 22, 30))).resolves.toBe(false);
    // 23:30 UTC is already the 25th in Skopje.
    await expect(keepWithinDailyCap(countOne, read, 'prod', 'a1', 'leads', Date.UTC(2026, 10, 24, 23, 30))).resolves.toBe(true);
    expect(counts.get(`${paths.keptPerDay('prod', 'a1', 'leads')}/2026-11-25`)).toBe(1);
  });
});
