import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATE_PATTERN,
  durationParts,
  formatDate,
  formatDuration,
  InvalidTimeError,
  SECONDS_LIMIT,
  toMillis,
} from './time';

// 2023-11-14 22:13:20 UTC
const SEC = 1_700_000_000;
const MS = SEC * 1000;

describe('toMillis', () => {
  it('numbers below 1e12 are seconds, from 1e12 on milliseconds (boundary both sides)', () => {
    expect(SECONDS_LIMIT).toBe(1e12);
    expect(toMillis(1e12 - 1)).toBe((1e12 - 1) * 1000);
    expect(toMillis(1e12)).toBe(1e12);
    expect(toMillis(SEC)).toBe(MS);
    expect(toMillis(MS)).toBe(MS);
    expect(toMillis(0)).toBe(0);
  });

  it('numeric strings follow the same rule', () => {
    expect(toMillis(String(SEC))).toBe(MS);
    expect(toMillis(String(MS))).toBe(MS);
    expect(toMillis('999999999999')).toBe(999_999_999_999_000);
    expect(toMillis('1000000000000')).toBe(1e12);
    expect(toMillis('1700000000.5')).toBe(MS + 500);
  });

  it('ISO strings and Dates', () => {
    expect(toMillis('2023-11-14T22:13:20Z')).toBe(MS);
    expect(toMillis('2023-11-14T22:13:20.000+00:00')).toBe(MS);
    expect(toMillis(new Date(MS))).toBe(MS);
  });

  it('a Date can hold at most 8.64e15 ms: boundary both sides', () => {
    expect(toMillis(8.64e15)).toBe(8.64e15);
    expect(() => toMillis(8.64e15 + 1)).toThrow(InvalidTimeError);
    expect(toMillis(-8.64e12)).toBe(-8.64e15); // seconds: negative numbers are below 1e12
    expect(() => toMillis(-8.64e12 - 1)).toThrow(InvalidTimeError);
  });

  it.each(['abc', '', 'Tue Nov 14 2023', Number.NaN, Number.POSITIVE_INFINITY, new Date('x')])(
    'throws InvalidTimeError for %j',
    (bad) => {
      expect(() => toMillis(bad)).toThrow(InvalidTimeError);
    },
  );
});

describe('formatDate', () => {
  it('default pattern is YYYY-MM-DD HH:mm:ss', () => {
    expect(DEFAULT_DATE_PATTERN).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDate(MS, undefined, { utc: true })).toBe('2023-11-14 22:13:20');
  });

  it('seconds and milliseconds give the same date', () => {
    expect(formatDate(SEC, undefined, { utc: true })).toBe('2023-11-14 22:13:20');
    expect(formatDate(String(SEC), undefined, { utc: true })).toBe('2023-11-14 22:13:20');
  });

  it('1e12 is read as milliseconds', () => {
    expect(formatDate(1e12, undefined, { utc: true })).toBe('2001-09-09 01:46:40');
    expect(formatDate(1e12 - 1, 'YYYY', { utc: true })).toBe('33658'); // 999999999999 seconds
  });

  it('zero-pads every token', () => {
    expect(formatDate('2024-01-02T03:04:05Z', undefined, { utc: true })).toBe(
      '2024-01-02 03:04:05',
    );
    expect(formatDate('0999-12-31T23:59:59Z', undefined, { utc: true })).toBe(
      '0999-12-31 23:59:59',
    );
  });

  it('supports custom patterns and keeps other characters', () => {
    expect(formatDate(MS, 'DD/MM/YYYY', { utc: true })).toBe('14/11/2023');
    expect(formatDate(MS, 'HH:mm', { utc: true })).toBe('22:13');
    expect(formatDate(MS, 'YYYY年MM月DD日 ss秒', { utc: true })).toBe('2023年11月14日 20秒');
  });

  it('substituted digits are not read again as tokens', () => {
    // 'MM' becomes '11'; a naive sequential replace could not turn that into anything, but
    // 'YYYY' -> '2023' followed by a 'DD' replace must not touch the year either.
    expect(formatDate(MS, 'YYYYMMDDHHmmss', { utc: true })).toBe('20231114221320');
  });

  it('uses local time by default', () => {
    const d = new Date(MS);
    const p = (n: number) => String(n).padStart(2, '0');
    const local = `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    expect(formatDate(MS)).toBe(local);
  });

  it('a missing time formats as empty, garbage throws', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(() => formatDate('abc')).toThrow(InvalidTimeError);
  });
});

describe('durationParts', () => {
  it('splits seconds into hours, minutes, seconds', () => {
    expect(durationParts(3661)).toEqual({ hours: 1, minutes: 1, seconds: 1 });
    expect(durationParts(59)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
    expect(durationParts(60)).toEqual({ hours: 0, minutes: 1, seconds: 0 });
  });

  it('hours may exceed 24', () => {
    expect(durationParts(3 * 86400 + 5)).toEqual({ hours: 72, minutes: 0, seconds: 5 });
  });

  it('below 1e12 is seconds, from 1e12 on milliseconds (boundary both sides)', () => {
    // 999999999999 s
    expect(durationParts(1e12 - 1)).toEqual({ hours: 277_777_777, minutes: 46, seconds: 39 });
    // 1e12 ms = 1e9 s
    expect(durationParts(1e12)).toEqual({ hours: 277_777, minutes: 46, seconds: 40 });
  });

  it('negative clamps to 0, empty is 0', () => {
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(null)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts('')).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  it('drops partial seconds (never shows more time than is left)', () => {
    expect(durationParts(59.9)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
  });

  it('accepts numeric strings, throws for garbage', () => {
    expect(durationParts('3661')).toEqual({ hours: 1, minutes: 1, seconds: 1 });
    expect(() => durationParts('abc')).toThrow(InvalidTimeError);
    expect(() => durationParts(Number.NaN)).toThrow(InvalidTimeError);
  });
});

describe('formatDuration', () => {
  it('HH:mm:ss zero-padded', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(-1)).toBe('00:00:00');
  });

  it('hours keep all their digits', () => {
    expect(formatDuration(100 * 3600 + 4 * 60 + 5)).toBe('100:04:05');
  });

  it('applies the 1e12 rule', () => {
    expect(formatDuration(1e12 - 1)).toBe('277777777:46:39');
    expect(formatDuration(1e12)).toBe('277777:46:40');
  });
});
