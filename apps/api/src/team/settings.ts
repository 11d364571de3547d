import { Type } from '@sinclair/typebox';
import { POSITIVE } from '../config-ranges';
import { Amount, Int, parsedSetting, partSettings } from '../setting-kit';

/**
 * The team settings (docs/team.md), read and validated with every other setting in
 * config.ts. Amounts are whole X (decimal strings); rates and donations are basis points.
 */
export interface TeamLevel {
  /** Small-region performance needed, whole X. */
  smallRegion: string;
  /** Valid direct referrals needed. */
  directs: number;
  /** The community rate of the level, bps (500 = 5%). */
  rateBps: number;
}

export interface ReleasePlan {
  /** The plan's id in `donate_scheme` and `POST /team/release`. */
  scheme: string;
  /** Share of the amount donated to the reward pool, bps. */
  donationBps: number;
  /** Whole days the rest releases over; 0 = at once. */
  days: number;
}

export interface TeamSettings {
  /** V1..V5, lowest first (at most five: the settlement's buckets). */
  levels: TeamLevel[];
  /** Active stake that makes a direct referral valid, whole X. */
  validDirectMin: string;
  /** The direct reward, bps of each direct's daily static yield. */
  directRateBps: number;
  /** Personal principal at which the coefficient reaches 1, whole X. */
  coefficientPrincipal: string;
  plans: ReleasePlan[];
  /** DONATE_SWITCH: plans with a donation on or off. */
  donateSwitch: boolean;
}

/** The most levels the settlement keeps buckets for (tree.ts, and team_stats' a0..a5). */
export const MAX_LEVELS = 5;

/**
 * TEAM_LEVELS: `smallRegion:directs:rateBps` per level, lowest first
 * ("10000:3:500,50000:3:1000"). Answers an error message instead of throwing.
 */
export function parseLevels(text: string): TeamLevel[] | string {
  const levels: TeamLevel[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d{1,15}):(\d{1,6}):(\d{1,5})\s*$/.exec(part);
    if (!m) return `"${part.trim()}" is not smallRegion:directs:rateBps`;
    const level = { smallRegion: m[1] as string, directs: Number(m[2]), rateBps: Number(m[3]) };
    const below = levels.at(-1);
    if (level.rateBps > 10_000) return `"${part.trim()}" has a rate above 10000 bps`;
    if (
      below &&
      (BigInt(level.smallRegion) < BigInt(below.smallRegion) || level.rateBps <= below.rateBps)
    ) {
      return 'levels must be listed lowest first, each rate above the one below';
    }
    levels.push(level);
  }
  return levels.length > MAX_LEVELS ? `at most ${MAX_LEVELS} levels` : levels;
}

/** TEAM_RELEASE_PLANS: `scheme:donationBps:days` per plan ("linear:0:100,donate50:5000:0"). */
export function parsePlans(text: string): ReleasePlan[] | string {
  const plans: ReleasePlan[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*([a-z][a-z0-9]{0,19}):(\d{1,5}):(\d{1,4})\s*$/.exec(part);
    if (!m) return `"${part.trim()}" is not scheme:donationBps:days`;
    const plan = { scheme: m[1] as string, donationBps: Number(m[2]), days: Number(m[3]) };
    if (plan.donationBps >= 10_000) return `"${part.trim()}" donates everything`;
    if (plans.some((p) => p.scheme === plan.scheme)) return `"${plan.scheme}" is listed twice`;
    plans.push(plan);
  }
  return plans;
}

/**
 * Team and community's environment variables (docs/team.md): levels as
 * `smallRegion:validDirects:rateBps`, release plans as `scheme:donationBps:days`.
 */
export const TEAM_SETTINGS = partSettings({
  env: {
    DONATE_SWITCH: Type.Boolean({ default: true }),
    TEAM_LEVELS: Type.String({
      default: '10000:3:500,50000:3:1000,200000:3:1500,1000000:3:2000,5000000:3:2500',
      maxLength: 1000,
    }),
    TEAM_VALID_DIRECT_MIN: Amount('100'),
    TEAM_DIRECT_RATE_BPS: Int(0, 10_000, 1000),
    TEAM_COEFFICIENT_PRINCIPAL: Amount('1000'),
    TEAM_RELEASE_PLANS: Type.String({
      default: 'linear:0:100,donate20:2000:20,donate50:5000:0',
      maxLength: 1000,
    }),
  },
  // The coefficient principal is a divisor (docs/team.md).
  amounts: { TEAM_VALID_DIRECT_MIN: POSITIVE, TEAM_COEFFICIENT_PRINCIPAL: POSITIVE },
  read: (s): TeamSettings => ({
    levels: parsedSetting('TEAM_LEVELS', parseLevels(s.TEAM_LEVELS)),
    validDirectMin: s.TEAM_VALID_DIRECT_MIN,
    directRateBps: s.TEAM_DIRECT_RATE_BPS,
    coefficientPrincipal: s.TEAM_COEFFICIENT_PRINCIPAL,
    plans: parsedSetting('TEAM_RELEASE_PLANS', parsePlans(s.TEAM_RELEASE_PLANS)),
    donateSwitch: s.DONATE_SWITCH,
  }),
});
