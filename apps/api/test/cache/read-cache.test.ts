import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/cache/read-cache';

function cache(options: { ttlMs?: number; max?: number } = {}) {
  let now = 1_000;
  const c = new ReadCache<string, string>({
    ttlMs: options.ttlMs ?? 100,
    max: options.max ?? 10,
    now: () => now,
  });
  return { c, advance: (ms: number) => (now += ms), at: () => now };
}

describe('ReadCache', () => {
  it('serves a value until its TTL or its own end, whichever is first', () => {
    const { c, advance, at } = cache();
    c.set('a', 'A', c.ticket());
    c.set('b', 'B', c.ticket(), at() + 10);
    advance(10);
    expect(c.get('a')).toBe('A');
    expect(c.get('b')).toBeUndefined();
    advance(90);
    expect(c.get('a')).toBeUndefined();
  });

  it('refuses a value read before an invalidation of its key (the fill race)', () => {
    const { c } = cache();
    const ticket = c.ticket(); // a read starts...
    c.invalidate('a'); // ...a change commits meanwhile...
    c.set('a', 'old', ticket); // ...and the read, of the old state, ends
    expect(c.get('a')).toBeUndefined();
    c.set('b', 'B', ticket); // another key is not affected
    expect(c.get('b')).toBe('B');
    c.set('a', 'new', c.ticket());
    expect(c.get('a')).toBe('new');
  });

  it('drops the value of an invalidated key at once, and everything on clear', () => {
    const { c } = cache();
    c.set('a', 'A', c.ticket());
    c.set('b', 'B', c.ticket());
    c.invalidate('a');
    expect(c.get('a')).toBeUndefined();
    expect(c.get('b')).toBe('B');
    const ticket = c.ticket();
    c.clear();
    expect(c.get('b')).toBeUndefined();
    c.set('b', 'stale', ticket);
    expect(c.get('b')).toBeUndefined();
  });

  it('stays bounded, and still refuses stale fills after forgetting old invalidations', () => {
    const { c } = cache({ max: 2 });
    for (const k of ['a', 'b', 'c']) c.set(k, k, c.ticket());
    expect(c.size).toBe(2);
    expect(c.get('a')).toBeUndefined();
    const ticket = c.ticket();
    for (const k of ['x', 'y', 'z']) c.invalidate(k); // 'x' falls out of the record
    c.set('x', 'stale', ticket);
    expect(c.get('x')).toBeUndefined();
  });

  it('caches nothing with a TTL of 0', () => {
    const { c } = cache({ ttlMs: 0 });
    c.set('a', 'A', c.ticket());
    expect(c.get('a')).toBeUndefined();
  });
});
