import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { BOND_LIST_MAX_PAGE_SIZE } from '../values/bonds';
import { IdSchema } from './deposit';
import { pageFields, route } from './primitives';
import { WithdrawApplyHeaders } from './withdrawal';

/**
 * What both bonds' routes share (docs/bonds.md): the reserve bond's (`reserveBond.ts`) and the
 * liquidity bond's (`liquidityBond.ts`) lists page alike, and their money-moving calls on one
 * bond take the same body and the optional `Idempotency-Key`.
 */
export const BondHeaders = WithdrawApplyHeaders;

/** Paging of every bond list. */
export const PageFields = pageFields(BOND_LIST_MAX_PAGE_SIZE);

/** A bond list's query: the page, and optionally one status. */
export const ListQuery = <S extends TSchema>(status: S) =>
  Type.Object({ ...PageFields, status: Type.Optional(status) }, { additionalProperties: false });

export const BondOrderIdBody = Type.Object({ orderId: IdSchema }, { additionalProperties: false });
export type BondOrderIdBody = Static<typeof BondOrderIdBody>;

/** A money-moving call on one of the user's bonds, answering the bond. */
export const orderAction = <const U extends string, T extends TSchema>(url: U, bond: T) =>
  route('POST', url, bond, { headers: BondHeaders, body: BondOrderIdBody });
