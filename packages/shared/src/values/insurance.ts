/**
 * Insurance on a regular pledge (docs/insurance.md): it protects the USDD
 * value of the covered principal and its share of the order's rewards. Amounts are decimal
 * strings; rates are basis points (500 = 5%).
 */
export const INSURANCE_CURRENCIES = ['USDD', 'X'] as const;

export const INSURANCE_STATUSES = ['active', 'paid_out', 'expired'] as const;

export const INSURANCE_MAX_PAGE_SIZE = 100;
