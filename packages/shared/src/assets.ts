/** The seven assets of the product (docs/ledger.md, "Assets"). LP is the X/USDD pair's token. */
export const ASSETS = ['X', 'USDD', 'TNB', 'LP', 'Z', 'HBOX', 'BOX'] as const;
export type Asset = (typeof ASSETS)[number];

export function isAsset(value: unknown): value is Asset {
  return typeof value === 'string' && (ASSETS as readonly string[]).includes(value);
}
