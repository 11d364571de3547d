import { Type } from '@sinclair/typebox';
import { type LiquidityBondSettings, parseDiscountTerms } from '../bonds/settings';
import { POSITIVE } from '../config-ranges';
import { Amount, Int, parsedSetting, partSettings } from '../setting-kit';

/**
 * Liquidity bonds' environment variables (docs/bonds.md): terms, the smallest donation (LP),
 * the share released back as LP and the forced redemption's penalty in basis points, the pair
 * shown as closed.
 */
export const LIQUIDITY_BOND_SETTINGS = partSettings({
  env: {
    FLOWBOND_TERMS: Type.String({ default: '30:500,60:800,90:1200', maxLength: 1000 }),
    FLOWBOND_MIN: Amount('1'),
    FLOWBOND_PRINCIPAL_BPS: Int(0, 10_000, 5000),
    FLOWBOND_PENALTY_BPS: Int(0, 10_000, 2000),
    FLOWBOND_CLOSED: Type.Boolean({ default: false }),
  },
  amounts: { FLOWBOND_MIN: POSITIVE },
  read: (s): LiquidityBondSettings => ({
    terms: parsedSetting('FLOWBOND_TERMS', parseDiscountTerms(s.FLOWBOND_TERMS)),
    min: s.FLOWBOND_MIN,
    principalBps: s.FLOWBOND_PRINCIPAL_BPS,
    penaltyBps: s.FLOWBOND_PENALTY_BPS,
    closed: s.FLOWBOND_CLOSED,
  }),
});
