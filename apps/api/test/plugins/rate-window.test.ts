import { describe, expect, it } from 'vitest';
import { RateWindow } from '../../src/plugins/rate-window';

const MINUTE = 60_000;

describe('the in-memory rate window', () => {
  it("counts each key's requests in a window that starts at its first request", () => {
    let now = 1_000;
    const windows = new RateWindow(MINUTE, 10, () => now);
    expect(windows.hit('a')).toEqual({ count: 1, ttlMs: MINUTE });
    now += 20_000;
    expect(windows.hit('a')).toEqual({ count: 2, ttlMs: 40_000 });
    // Another key has a window of its own.
    expect(windows.hit('b')).toEqual({ count: 1, ttlMs: MINUTE });
    // The window ends a minute after its first request, not after the last one.
    now += 40_000;
    expect(windows.hit('a')).toEqual({ count: 1, ttlMs: MINUTE });
    expect(windows.hit('b')).toEqual({ count: 2, ttlMs: 20_000 });
  });

  it('keeps at most maxKeys: ended windows go first, then the oldest', () => {
    let now = 0;
    const windows = new RateWindow(MINUTE, 3, () => now);
    windows.hit('old');
    now += MINUTE; // 'old' has ended
    for (const key of ['a', 'b', 'c']) windows.hit(key);
    expect(windows.size).toBe(3);
    // Full of live windows: the oldest live one goes, the counts of the others stay.
    windows.hit('d');
    expect(windows.size).toBe(3);
    expect(windows.hit('b').count).toBe(2);
    expect(windows.hit('a').count).toBe(1);
  });
});
