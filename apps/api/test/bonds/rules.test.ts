import { describe, expect, it } from 'vitest';
import { checkMaxPrice, discounted, priceText } from '../../src/bonds/price';
import { bondSchedule, linearPart } from '../../src/bonds/schedule';
import { bondTerm, parseDiscountTerms } from '../../src/bonds/settings';
import { donationTerms, lpValue, redemptionOf } from '../../src/liquidityBond/terms';

const UNIT = 10n ** 18n;
const d = { token: 18, usdd: 18 };

describe('bond prices', () => {
  it('discount the market price exactly and show it rounded up', () => {
    expect(priceText(discounted({ num: 1n, den: 2n }, 300))).toBe('0.485');
    // 1/3 x 0.97 = 0.32333…: shown as …334, so sending it back buys at this very price.
    const third = discounted({ num: 1n, den: 3n }, 300);
    expect(priceText(third)).toBe('0.323333333333333334');
    expect(() => checkMaxPrice(third, priceText(third))).not.toThrow();
    expect(() => checkMaxPrice(third, '0.323333333333333333')).toThrow(/bondPriceMoved/);
    expect(() => checkMaxPrice(third, `0.${'3'.repeat(19)}`)).toThrow(/invalidRequest/);
  });
});

describe('the epoch schedule', () => {
  it('starts at the end of the epoch of the purchase and takes 3 epochs a day', () => {
    expect(bondSchedule(new Date('2026-11-23T10:00:00Z'), 5)).toEqual({
      start: new Date('2026-11-23T16:00:00Z'),
      deadline: new Date('2026-11-28T16:00:00Z'),
      epochs: 15,
    });
  });

  it('moves an equal share of what is left, rounded down, and all of it last', () => {
    let left = 100n;
    const parts = [];
    for (let epochs = 3; epochs > 0; epochs--) {
      const part = linearPart(left, epochs);
      parts.push(part);
      left -= part;
    }
    expect(parts).toEqual([33n, 33n, 34n]);
  });
});

describe('bond terms', () => {
  it('are days:discount, shortest first', () => {
    expect(parseDiscountTerms('5:300,15:600')).toEqual([
      { days: 5, discountBps: 300 },
      { days: 15, discountBps: 600 },
    ]);
    expect(parseDiscountTerms('15:600,5:300')).toMatch(/shortest first/);
    expect(parseDiscountTerms('5:10000')).toMatch(/below 10000/);
    expect(parseDiscountTerms('5-300')).toMatch(/days:discount/);
    expect(() => bondTerm([{ days: 5, discountBps: 300 }], 6)).toThrow(/bondTermInvalid/);
  });
});

describe('a donation and its redemption', () => {
  // Reserves 2,000,000 X / 1,000,000 USDD; 1,000 LP in all: one LP is worth 2,000 USDD.
  const reserves = { token: 2_000_000n * UNIT, usdd: 1_000_000n * UNIT };
  // Spot and reference agree: the fair reserves are the reserves.
  const price = {
    num: 1n,
    den: 2n,
    reserves,
    fair: reserves,
    lpSupply: 1000n * UNIT,
    asset: 'X' as const,
    price: '0.5',
    block: 1n,
    at: new Date(),
    reference: { num: 1n, den: 2n, price: '0.5', since: new Date() },
    deviationBps: 0,
    moving: false,
  };

  it('values LP from the pair, keeps half as principal and buys X with the other half', () => {
    expect(lpValue(UNIT, price, d)).toBe(2000n * UNIT);
    const t = donationTerms(3n, { days: 30, discountBps: 500 }, price, { principalBps: 5000 }, d);
    // 3 base units: 1 back as principal (rounded down), 2 donated, worth 4,000 USDD base
    // units, at 0.475 USDD per X: 8,421.05… X base units, rounded down.
    expect(t).toMatchObject({ usddValue: 6000n, principal: 1n, donated: 2n, interest: 8421n });
  });

  it('takes a penalty rounded up from what was not released', () => {
    const r = redemptionOf(
      { principal: 101n, principalReleased: 1n, interest: 50n, interestReleased: 10n },
      2000,
    );
    expect(r).toEqual({ principalLeft: 100n, penalty: 20n, returned: 80n, interestForfeited: 40n });
    expect(
      redemptionOf(
        { principal: 11n, principalReleased: 0n, interest: 0n, interestReleased: 0n },
        2000,
      ).penalty,
    ).toBe(3n);
  });
});
