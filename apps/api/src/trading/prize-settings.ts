import type { PrizePeriod } from '@xbond/shared/api/ranking';

/**
 * The prize pool's settings (docs/trading.md), validated with the others in config.ts.
 * Shares are integers in basis points (2000 = 20%).
 */
export interface PrizeSettings {
  /** Each period kind's share of the prize pool's income; together 10000. */
  splitBps: Record<PrizePeriod, number>;
  /** Each period kind's places: their shares of the period's pool, first place first. */
  sharesBps: Record<PrizePeriod, number[]>;
  /** A prize unclaimed this many days after its period ended rolls into the next period. */
  claimDays: number;
  /** How many entries the ranking shows. */
  rankingSize: number;
}

/**
 * PRIZE_*_SHARES: the places' shares in basis points, comma-separated ("5000,3000,2000"),
 * together at most 10000 (what is left carries into the next period). Answers an error
 * message instead of throwing.
 */
export function parseShares(text: string): number[] | string {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > 100 || parts.some((p) => !/^\d{1,5}$/.test(p))) {
    return `"${text}" is not a list of at most 100 basis points`;
  }
  const shares = parts.map(Number);
  if (shares.some((s) => s === 0)) return 'every place needs a share above 0';
  if (shares.reduce((a, b) => a + b, 0) > 10_000) return 'the shares add up to more than 10000';
  return shares;
}
