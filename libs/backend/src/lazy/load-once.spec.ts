import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and shares the result between callers', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ instance: ++loads }));

    const [first, second] = await Promise.all([load(), load()]);
    const third = await load();

    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const load = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed to load');
      return 'storage';
    });

    await expect(load()).rejects.toThrowError('chunk failed to load');
    await expect(load()).resolves.toBe('storage');
    expect(attempts).toBe(2);
  });
});
