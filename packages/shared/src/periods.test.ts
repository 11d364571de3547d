import { describe, expect, it } from 'vitest';
import { nextPeriod, PERIOD_KINDS, periodAt, periodName, periodStart } from './periods';

const at = (iso: string) => new Date(iso);

describe('periods', () => {
  it('starts each kind where docs/time.md says', () => {
    const t = at('2026-11-25T17:42:13.500Z'); // a Wednesday
    expect(periodStart('hour', t).toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(periodStart('epoch', t).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(periodStart('day', t).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(periodStart('week', t).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStart('month', t).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('names a period by its start', () => {
    const t = at('2026-11-23T08:00:00Z');
    expect(periodAt('day', t).name).toBe('day:2026-11-23');
    expect(periodAt('epoch', t).name).toBe('epoch:2026-11-23T08');
    expect(periodAt('hour', t).name).toBe('hour:2026-11-23T08');
    expect(periodAt('week', t).name).toBe('week:2026-11-23');
    expect(periodAt('month', t).name).toBe('month:2026-11');
    expect(periodName('epoch', at('2026-11-23T16:00:00Z'))).toBe('epoch:2026-11-23T16');
  });

  it('puts a boundary instant in the period it starts', () => {
    expect(periodAt('epoch', at('2026-11-23T15:59:59.999Z')).name).toBe('epoch:2026-11-23T08');
    expect(periodAt('epoch', at('2026-11-23T16:00:00.000Z')).name).toBe('epoch:2026-11-23T16');
    // Sunday night is still the week that began on Monday; Monday 00:00 begins the next.
    expect(periodAt('week', at('2026-11-29T23:59:59Z')).name).toBe('week:2026-11-23');
    expect(periodAt('week', at('2026-11-30T00:00:00Z')).name).toBe('week:2026-11-30');
  });

  it('ends a period where the next one starts, across months and years', () => {
    const dec = periodAt('month', at('2026-12-31T23:00:00Z'));
    expect(dec.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(nextPeriod(dec).name).toBe('month:2027-01');
    const feb = periodAt('month', at('2028-02-10T00:00:00Z'));
    expect(feb.end.toISOString()).toBe('2028-03-01T00:00:00.000Z'); // a leap year's February
    expect(nextPeriod(periodAt('day', at('2026-12-31T12:00:00Z'))).name).toBe('day:2027-01-01');
  });

  it('tiles time without gaps or overlaps for every kind', () => {
    for (const kind of PERIOD_KINDS) {
      let period = periodAt(kind, at('2026-01-01T00:00:00Z'));
      for (let i = 0; i < 60; i++) {
        const next = nextPeriod(period);
        expect(next.start.getTime(), kind).toBe(period.end.getTime());
        expect(next.end.getTime(), kind).toBeGreaterThan(next.start.getTime());
        expect(periodAt(kind, new Date(next.end.getTime() - 1)).name, kind).toBe(next.name);
        period = next;
      }
    }
  });

  it('counts three epochs a day, at 00, 08 and 16', () => {
    let period = periodAt('epoch', at('2026-11-23T00:00:00Z'));
    const names = [period.name];
    for (let i = 0; i < 3; i++) {
      period = nextPeriod(period);
      names.push(period.name);
    }
    expect(names).toEqual([
      'epoch:2026-11-23T00',
      'epoch:2026-11-23T08',
      'epoch:2026-11-23T16',
      'epoch:2026-11-24T00',
    ]);
  });
});
