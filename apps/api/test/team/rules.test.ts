import { describe, expect, it } from 'vitest';
import { quotePlan, releasedAfter } from '../../src/team/plans';
import { parseLevels, parsePlans } from '../../src/team/settings';

describe('team settings', () => {
  it('read levels lowest first and refuse a table that goes down or is too long', () => {
    expect(parseLevels('100:1:500,1000:2:1000')).toEqual([
      { smallRegion: '100', directs: 1, rateBps: 500 },
      { smallRegion: '1000', directs: 2, rateBps: 1000 },
    ]);
    expect(parseLevels('1000:3:1000,100:3:500')).toMatch(/lowest first/);
    expect(parseLevels('1:1:1,2:1:2,3:1:3,4:1:4,5:1:5,6:1:6')).toMatch(/at most 5/);
    expect(parseLevels('1:1:20000')).toMatch(/above 10000/);
  });

  it('read release plans and refuse a duplicate or a plan that donates everything', () => {
    expect(parsePlans('linear:0:100,donate50:5000:0')).toEqual([
      { scheme: 'linear', donationBps: 0, days: 100 },
      { scheme: 'donate50', donationBps: 5000, days: 0 },
    ]);
    expect(parsePlans('a:0:1,a:0:2')).toMatch(/twice/);
    expect(parsePlans('all:10000:0')).toMatch(/everything/);
  });
});

describe('release plans', () => {
  it('round the donation up and release from the next whole day to the exact total', () => {
    const q = quotePlan(
      { scheme: 'd', donationBps: 2000, days: 3 },
      11n,
      new Date('2026-11-23T09:00:00Z'),
    );
    expect(q).toMatchObject({ donation: 3n, release: 8n, dailyRelease: 2n });
    expect(q.releaseStart.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(q.estimatedEnd.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect([0, 1, 2, 3, 4].map((n) => releasedAfter(8n, 3, n))).toEqual([0n, 2n, 5n, 8n, 8n]);
    expect(releasedAfter(8n, 0, 0)).toBe(8n);
  });
});
