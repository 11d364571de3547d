import type { DiscountTerm } from '@xbond/shared/api/common';
import { AppError } from '../errors';

/**
 * The bond settings (docs/bonds.md), read and validated with every
 * other setting in config.ts. Discounts and shares are integer basis points, rates integer
 * parts per million: exact, no floats.
 */
export interface ReserveBondSettings {
  /** The terms, shortest first, each with its discount. */
  terms: DiscountTerm[];
  /** Smallest purchase, in whole USDD (a decimal string). */
  min: string;
  /** X sold per UTC day across all users, in whole X. */
  dailyCapacity: string;
  /** The unvested part's growth per epoch, paid from the reward pool. */
  rebaseRatePpm: number;
}

export interface LiquidityBondSettings {
  terms: DiscountTerm[];
  /** Smallest donation, in whole LP. */
  min: string;
  /** The share of a donation released back as LP; the rest is donated to the treasury. */
  principalBps: number;
  /** A forced redemption keeps this share of the unreleased principal. */
  penaltyBps: number;
  /** The pair shown as closed: new donations are refused. */
  closed: boolean;
}

export const BPS = 10_000n;

/**
 * BOND_TERMS and FLOWBOND_TERMS: `days:discount` per term, comma-separated, the discount in
 * basis points ("5:300,15:600"). Answers an error message instead of throwing.
 */
export function parseDiscountTerms(text: string): DiscountTerm[] | string {
  const terms: DiscountTerm[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d{1,4}):(\d{1,5})\s*$/.exec(part);
    if (!m) return `"${part.trim()}" is not days:discount`;
    const [days, discountBps] = [Number(m[1]), Number(m[2])];
    if (days < 1 || discountBps >= 10_000) {
      return `"${part.trim()}" needs days >= 1 and a discount below 10000 basis points`;
    }
    if (terms.some((t) => t.days >= days)) return 'terms must be listed shortest first, once each';
    terms.push({ days, discountBps });
  }
  return terms;
}

/** The term of `days`, or the refusal that lists the offered ones. */
export function bondTerm(terms: readonly DiscountTerm[], days: number): DiscountTerm {
  const term = terms.find((t) => t.days === days);
  if (!term) throw new AppError('bondTermInvalid', [terms.map((t) => t.days).join('/')]);
  return term;
}
