// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '@/lib/throttle';
import {
  SCROLL_THROTTLE_MS,
  TOP_BAR_FADE_PX,
  TOP_BAR_MAX_ALPHA,
  topBarAlpha,
} from './top-bar-fade';

afterEach(() => {
  vi.useRealTimers();
});

describe('top bar fade (spec sections 2 and 9)', () => {
  it('goes from transparent to 0.8 over the first 40 px', () => {
    expect([TOP_BAR_FADE_PX, TOP_BAR_MAX_ALPHA, SCROLL_THROTTLE_MS]).toEqual([40, 0.8, 50]);
    expect(topBarAlpha(0)).toBe(0);
    expect(topBarAlpha(-10)).toBe(0);
    expect(topBarAlpha(20)).toBe(0.4);
    expect(topBarAlpha(40)).toBe(0.8);
    expect(topBarAlpha(4000)).toBe(0.8);
  });

  it('the scroll handler runs at most once per 50 ms, and never misses the last position', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const onScroll = throttle((y: number) => seen.push(y), 50);
    onScroll(1);
    onScroll(2);
    onScroll(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(10);
    onScroll(4);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(40);
    expect(seen).toEqual([1, 3, 4]);
  });
});
