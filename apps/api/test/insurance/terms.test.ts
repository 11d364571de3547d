import { describe, expect, it } from 'vitest';
import { payoutOf } from '../../src/insurance/day-terms';
import { maturityOutcome, policyTerms } from '../../src/insurance/terms';

const units = (n: number | string) => BigInt(String(n)) * 10n ** 18n;
const d = { token: 18, usdd: 18 };
const half = { num: 1n, den: 2n }; // 1 X = 0.5 USDD
const settings = { premiumBps: 500, minReturnBps: 0 };

describe('insurance terms', () => {
  it('charges 5% of the covered value, in USDD or in X', () => {
    // 1,000 X at 0.5 USDD: worth 500 USDD.
    expect(policyTerms(units(1000), 'USDD', half, d, settings)).toEqual({
      insuredValue: units(500),
      guarantee: units(500),
      premium: units(25),
    });
    expect(policyTerms(units(1000), 'X', half, d, settings).premium).toBe(units(50));
  });

  it('guarantees the value plus the minimum return', () => {
    const t = policyTerms(units(1000), 'USDD', half, d, { premiumBps: 500, minReturnBps: 1000 });
    expect(t.guarantee).toBe(units(550));
  });

  it('rounds in the platform’s favour: premium up, value and guarantee down', () => {
    const third = { num: 1n, den: 3n };
    const t = policyTerms(1n, 'USDD', third, { token: 0, usdd: 0 }, settings);
    expect(t).toEqual({ insuredValue: 0n, guarantee: 0n, premium: 0n });
    const u = policyTerms(10n, 'X', third, { token: 0, usdd: 0 }, settings);
    expect(u.premium).toBe(1n); // 5% of 10 = 0.5, up
    expect(u.insuredValue).toBe(3n); // 10/3, down
  });

  it('pays the difference when X fell, in the insured currency at the price then', () => {
    const p = {
      covered: units(1000),
      orderAmount: units(1000),
      orderRewards: units(100),
      guarantee: units(500),
    };
    // X fell to 0.25: (1000 + 100) x 0.25 = 275 USDD; 225 USDD owed, or 900 X at 0.25.
    const quarter = { num: 1n, den: 4n };
    expect(maturityOutcome(p, 'USDD', quarter, d)).toEqual({ value: units(275), due: units(225) });
    expect(maturityOutcome(p, 'X', quarter, d)).toEqual({ value: units(275), due: units(900) });
  });

  it('owes nothing when the covered value held', () => {
    const p = {
      covered: units(500),
      orderAmount: units(1000),
      orderRewards: units(100),
      guarantee: units(250),
    };
    // Half the order covered: 500 + 50 rewards at 0.5 = 275 >= 250.
    expect(maturityOutcome(p, 'USDD', half, d)).toEqual({ value: units(275), due: 0n });
  });
});

describe('a day of insurance payouts', () => {
  const day = (pool: bigint, due: bigint) => ({
    price: { num: 1n, den: 4n, price: '0.25' },
    pool: { USDD: pool, X: 0n },
    due: { USDD: due, X: 0n },
  });

  it('pays what is owed when the pool covers the day', () => {
    expect(payoutOf(day(units(1000), units(300)), 'USDD', units(100))).toBe(units(100));
  });

  it('shares a short pool pro rata across the day’s policies', () => {
    // The pool holds 150 of the 300 owed: each policy gets half of its due.
    expect(payoutOf(day(units(150), units(300)), 'USDD', units(100))).toBe(units(50));
    expect(payoutOf(day(units(150), units(300)), 'USDD', units(200))).toBe(units(100));
    expect(payoutOf(day(0n, units(300)), 'USDD', units(200))).toBe(0n);
  });
});
