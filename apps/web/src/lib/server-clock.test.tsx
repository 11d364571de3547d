import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  resetServerClock,
  serverNow,
  syncServerClock,
  useServerNow,
  withServerTime,
} from './server-clock';

// The browser's clock; the server is two days and a bit ahead of it.
const BROWSER = Date.parse('2025-01-01T00:00:00.000Z');
const AHEAD_MS = 2 * 86_400_000 + 1234;
const iso = (ms: number) => new Date(ms).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now: BROWSER });
  resetServerClock();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('server clock: the offset', () => {
  it('is unknown until an answer carries serverTime', () => {
    expect(serverNow()).toBeNull();
  });

  it("is the server's time minus the request's midpoint", () => {
    // Sent at BROWSER, answered 400 ms later; the server read its clock at the midpoint.
    syncServerClock(iso(BROWSER + 200 + AHEAD_MS), BROWSER, BROWSER + 400);
    expect(serverNow()).toBe(BROWSER + AHEAD_MS);
    vi.advanceTimersByTime(5000);
    expect(serverNow()).toBe(BROWSER + 5000 + AHEAD_MS);
  });

  it('follows a newer answer (the demo moved its time), ignores an older one answered late', () => {
    // Each request's midpoint is BROWSER, the browser's time now.
    syncServerClock(iso(BROWSER), BROWSER - 100, BROWSER + 100);
    expect(serverNow()).toBe(BROWSER);
    // Time moved by a day: the newer request's answer says so.
    syncServerClock(iso(BROWSER + 86_400_000), BROWSER - 50, BROWSER + 50);
    expect(serverNow()).toBe(BROWSER + 86_400_000);
    // A request sent before that one and answered after it must not put the clock back.
    syncServerClock(iso(BROWSER), BROWSER - 80, BROWSER + 80);
    expect(serverNow()).toBe(BROWSER + 86_400_000);
  });

  it('an unreadable serverTime is ignored', () => {
    syncServerClock(iso(BROWSER + AHEAD_MS), BROWSER, BROWSER);
    syncServerClock('soon', BROWSER + 10, BROWSER + 10);
    expect(serverNow()).toBe(BROWSER + AHEAD_MS);
  });

  it('withServerTime times the request itself', async () => {
    const answer = { serverTime: iso(BROWSER + 300 + AHEAD_MS), other: 1 };
    const request = () =>
      new Promise<typeof answer>((resolve) => setTimeout(() => resolve(answer), 600));
    const pending = withServerTime(request);
    await vi.advanceTimersByTimeAsync(600);
    await expect(pending).resolves.toBe(answer);
    // Midpoint of [BROWSER, BROWSER + 600] = BROWSER + 300.
    expect(serverNow()).toBe(BROWSER + 600 + AHEAD_MS);
  });
});

function ShowNow() {
  const now = useServerNow();
  return <p data-testid="now">{now === null ? 'unknown' : iso(now)}</p>;
}
const shown = () => screen.getByTestId('now').textContent;

describe('useServerNow', () => {
  it('ticks every second from the offset, without asking again', () => {
    const ahead = 2 * 86_400_000;
    syncServerClock(iso(BROWSER + ahead), BROWSER, BROWSER);
    render(<ShowNow />);
    expect(shown()).toBe(iso(BROWSER + ahead));
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe(iso(BROWSER + ahead));
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(iso(BROWSER + ahead + 1000));
    act(() => vi.advanceTimersByTime(59_000));
    expect(shown()).toBe(iso(BROWSER + ahead + 60_000));
  });

  it("wakes on the server clock's whole seconds", () => {
    // The server's clock is 300 ms into a second: the next tick comes 700 ms later.
    syncServerClock(iso(BROWSER + 300), BROWSER, BROWSER);
    render(<ShowNow />);
    act(() => vi.advanceTimersByTime(699));
    expect(shown()).toBe(iso(BROWSER + 300));
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(iso(BROWSER + 1000));
  });

  it('shows nothing until known, then the time as soon as an answer comes', () => {
    render(<ShowNow />);
    expect(shown()).toBe('unknown');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe('unknown');
    act(() => syncServerClock(iso(BROWSER + 5000 + AHEAD_MS), BROWSER + 5000, BROWSER + 5000));
    expect(shown()).toBe(iso(BROWSER + 5000 + AHEAD_MS));
  });

  it('a component mounting later starts from the current time, not the last tick', () => {
    syncServerClock(iso(BROWSER), BROWSER, BROWSER);
    const first = render(<ShowNow />);
    first.unmount();
    vi.advanceTimersByTime(90_000); // nothing watches: no ticks
    expect(vi.getTimerCount()).toBe(0);
    render(<ShowNow />);
    expect(shown()).toBe(iso(BROWSER + 90_000));
  });
});
