import { Type } from '@sinclair/typebox';
import type { PrizePeriod } from '@xbond/shared/api/prize';
import { ConfigError, Int, parsedSetting, partSettings } from '../setting-kit';

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

const PLACES_DEFAULT = '2500,1800,1400,1100,900,700,600,400,300,300';

/** The prize pool's environment variables: the split between the periods, the places' shares. */
export const PRIZE_SETTINGS = partSettings({
  env: {
    PRIZE_HOUR_BPS: Int(0, 10_000, 2000),
    PRIZE_WEEK_BPS: Int(0, 10_000, 3000),
    PRIZE_MONTH_BPS: Int(0, 10_000, 5000),
    PRIZE_HOUR_SHARES: Type.String({ default: '5000,3000,2000', maxLength: 1000 }),
    PRIZE_WEEK_SHARES: Type.String({ default: PLACES_DEFAULT, maxLength: 1000 }),
    PRIZE_MONTH_SHARES: Type.String({ default: PLACES_DEFAULT, maxLength: 1000 }),
    PRIZE_CLAIM_DAYS: Int(1, 3650, 30),
    PRIZE_RANKING_SIZE: Int(1, 100, 10),
  },
  read: (s): PrizeSettings => {
    const splitBps = { hour: s.PRIZE_HOUR_BPS, week: s.PRIZE_WEEK_BPS, month: s.PRIZE_MONTH_BPS };
    if (splitBps.hour + splitBps.week + splitBps.month !== 10_000) {
      throw new ConfigError(
        'Invalid settings PRIZE_HOUR_BPS, PRIZE_WEEK_BPS, PRIZE_MONTH_BPS: they must add up to 10000',
      );
    }
    return {
      splitBps,
      sharesBps: {
        hour: parsedSetting('PRIZE_HOUR_SHARES', parseShares(s.PRIZE_HOUR_SHARES)),
        week: parsedSetting('PRIZE_WEEK_SHARES', parseShares(s.PRIZE_WEEK_SHARES)),
        month: parsedSetting('PRIZE_MONTH_SHARES', parseShares(s.PRIZE_MONTH_SHARES)),
      },
      claimDays: s.PRIZE_CLAIM_DAYS,
      rankingSize: s.PRIZE_RANKING_SIZE,
    };
  },
});
