import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { BOND_LIST_MAX_PAGE_SIZE } from '../values/bonds';
import { IdSchema } from './deposit';
import { PageQuery, pageRoute } from './paging';
import { ClosedObject, route } from './primitives';
import { WithdrawApplyHeaders } from './withdrawal';

/**
 * What both bonds' routes share (docs/bonds.md): the reserve bond's (`reserveBond.ts`) and the
 * liquidity bond's (`liquidityBond.ts`) lists page alike, and their money-moving calls on one
 * bond take the same body and the optional `Idempotency-Key`.
 */
export const BondHeaders = WithdrawApplyHeaders;

/** The user's bonds of one kind, newest first, a page at a time, optionally of one status. */
export const bondListRoute = <const U extends string, T extends TSchema, S extends TSchema>(
  url: U,
  bond: T,
  status: S,
) => pageRoute(url, bond, PageQuery(BOND_LIST_MAX_PAGE_SIZE, { status: Type.Optional(status) }));

/** A money-moving call that opens a bond (a purchase or a donation), answering the bond. */
export const openAction = <const U extends string, T extends TSchema, B extends TSchema>(
  url: U,
  bond: T,
  body: B,
) => route('POST', url, bond, { headers: BondHeaders, body });

export const BondOrderIdBody = ClosedObject({ orderId: IdSchema });
export type BondOrderIdBody = Static<typeof BondOrderIdBody>;

/** A money-moving call on one of the user's bonds, answering the bond. */
export const orderAction = <const U extends string, T extends TSchema>(url: U, bond: T) =>
  route('POST', url, bond, { headers: BondHeaders, body: BondOrderIdBody });
