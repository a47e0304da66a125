import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../../runtime/core/registry/chunks';

describe('loadOnce', () => {
  it('loads on the first call and gives every later caller the same value', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ client: ++loads }));
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call loads again after a network blip', async () => {
    let attempts = 0;
    const load = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return 'chunk';
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe('chunk');
    expect(attempts).toBe(2);
  });
});
