import { Type } from '@sinclair/typebox';
import { POSITIVE } from '../config-ranges';
import { Amount, Int, parsedSetting, partSettings } from '../setting-kit';

/**
 * The staking settings (docs/pledge.md), read and validated with every other setting in
 * config.ts. Rates are integers in parts per million a day (3000 = 0.3%): exact, no floats.
 */
export interface PledgeTerm {
  days: number;
  minRatePpm: number;
  maxRatePpm: number;
}

export interface PledgeSettings {
  /** Smallest stake or order, in whole X (a decimal string). */
  min: string;
  /** Most active principal (flexible + fixed) per user, in whole X. */
  limit: string;
  /** The flexible pledge's daily rate. */
  flexibleRatePpm: number;
  /** The fixed terms, shortest first. */
  terms: PledgeTerm[];
  /** A user's earnings stop at this multiple of their active principal (the exit cap). */
  earningsCapMultiple: number;
}

export const PPM = 1_000_000n;

/**
 * PLEDGE_TERMS: `days:min-max` per term, comma-separated, rates in ppm a day
 * ("30:4000-6000,90:5000-8000"). Answers an error message instead of throwing.
 */
export function parseTerms(text: string): PledgeTerm[] | string {
  const terms: PledgeTerm[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d{1,4}):(\d{1,7})-(\d{1,7})\s*$/.exec(part);
    if (!m) return `"${part.trim()}" is not days:min-max`;
    const [days, minRatePpm, maxRatePpm] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (days < 1 || minRatePpm > maxRatePpm || maxRatePpm > 1_000_000) {
      return `"${part.trim()}" needs days >= 1 and min <= max <= 1000000`;
    }
    if (terms.some((t) => t.days >= days)) return 'terms must be listed shortest first, once each';
    terms.push({ days, minRatePpm, maxRatePpm });
  }
  return terms;
}

/** Staking's environment variables (docs/pledge.md). */
export const PLEDGE_SETTINGS = partSettings({
  env: {
    PLEDGE_MIN: Amount('10'),
    PLEDGE_LIMIT: Amount('100000'),
    PLEDGE_FLEXIBLE_RATE_PPM: Int(0, 1_000_000, 3000),
    PLEDGE_TERMS: Type.String({
      default: '30:4000-6000,90:5000-8000,180:6000-10000,360:8000-12000',
      maxLength: 1000,
    }),
    EARNINGS_CAP_MULTIPLE: Int(1, 1000, 5),
  },
  amounts: { PLEDGE_MIN: POSITIVE, PLEDGE_LIMIT: POSITIVE },
  ordered: [['PLEDGE_MIN', 'PLEDGE_LIMIT']],
  read: (s): PledgeSettings => ({
    min: s.PLEDGE_MIN,
    limit: s.PLEDGE_LIMIT,
    flexibleRatePpm: s.PLEDGE_FLEXIBLE_RATE_PPM,
    terms: parsedSetting('PLEDGE_TERMS', parseTerms(s.PLEDGE_TERMS)),
    earningsCapMultiple: s.EARNINGS_CAP_MULTIPLE,
  }),
});
