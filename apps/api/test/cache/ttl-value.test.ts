import { describe, expect, it } from 'vitest';
import { TtlValue } from '../../src/cache/ttl-value';

describe('TtlValue', () => {
  it('loads once per TTL, shares a load in flight, and forgets a failed load', async () => {
    let now = 0;
    let loads = 0;
    let fail = false;
    const value = new TtlValue(
      async () => {
        loads++;
        if (fail) throw new Error('down');
        return loads;
      },
      1000,
      () => now,
    );
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    now = 999;
    expect(await value.get()).toBe(1);
    now = 1000;
    fail = true;
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    expect(await value.get()).toBe(3);
    expect(loads).toBe(3);
  });
});
