import { type Static, Type } from '@sinclair/typebox';
import { AmountInputSchema, ConfirmationFields, IdSchema, TxCallbackBody } from './deposit';
import {
  AddressSchema,
  AssetSchema,
  ClosedObject,
  DecimalStringSchema,
  HexSchema,
  route,
} from './primitives';

/** A base-unit integer (uint256) as a decimal string, exactly as Vault.claim takes it. */
const UintStringSchema = Type.String({ pattern: '^[0-9]{1,78}$' });

/** The EIP-712 voucher Vault.claim(voucher, signature) redeems. */
export const VoucherSchema = Type.Object({
  user: AddressSchema,
  token: AddressSchema,
  /** Base units paid out: the amount less the fee. */
  amount: UintStringSchema,
  nonce: UintStringSchema,
  /** Unix seconds, compared by the Vault with block.timestamp. */
  deadline: Type.Integer(),
});
export type Voucher = Static<typeof VoucherSchema>;

/**
 * A withdrawal: `amount` leaves the available balance, `fee` goes to the treasury, `netAmount`
 * is paid by the Vault. 'pending' until claimed ('completed') or, unclaimed past its deadline,
 * refunded in full ('refunded').
 */
export const Withdrawal = Type.Object({
  id: IdSchema,
  asset: AssetSchema,
  amount: DecimalStringSchema,
  fee: DecimalStringSchema,
  netAmount: DecimalStringSchema,
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('completed'),
    Type.Literal('refunded'),
  ]),
  deadline: Type.String(),
  txHash: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  voucher: VoucherSchema,
  signature: HexSchema(200),
  /** The Vault to call claim on, and its chain. */
  vault: AddressSchema,
  chainId: Type.Integer(),
});
export type Withdrawal = Static<typeof Withdrawal>;

/**
 * POST /api/v2/withdraw/apply — header `Idempotency-Key` (required, 1-100 characters): the
 * same key returns the same withdrawal instead of a second one.
 */
export const WithdrawApplyBody = ClosedObject({ asset: AssetSchema, amount: AmountInputSchema });
export type WithdrawApplyBody = Static<typeof WithdrawApplyBody>;
/**
 * The header of every money-moving POST: without a key a client's retry would move money twice,
 * so it is required (docs/ledger.md, "Principles").
 */
export const WithdrawApplyHeaders = Type.Object({
  'idempotency-key': Type.String({ pattern: '^[\\x21-\\x7e]{1,100}$' }),
});
export const withdrawApplyRoute = route('POST', '/api/v2/withdraw/apply', Withdrawal, {
  headers: WithdrawApplyHeaders,
  body: WithdrawApplyBody,
});

/** POST /api/v2/withdraw/callback — the voucher was redeemed in `txHash`. */
export const WithdrawCallbackBody = TxCallbackBody;
export type WithdrawCallbackBody = Static<typeof WithdrawCallbackBody>;
export const WithdrawCallbackResult = Type.Object({
  withdrawal: Withdrawal,
  status: Type.Union([Type.Literal('completed'), Type.Literal('confirming')]),
  ...ConfirmationFields,
});
export type WithdrawCallbackResult = Static<typeof WithdrawCallbackResult>;
export const withdrawCallbackRoute = route(
  'POST',
  '/api/v2/withdraw/callback',
  WithdrawCallbackResult,
  { body: TxCallbackBody },
);

/** GET /api/v2/withdraw/pending — the user's unclaimed vouchers, to resume a claim. */
export const PendingWithdrawals = Type.Object({ items: Type.Array(Withdrawal) });
export type PendingWithdrawals = Static<typeof PendingWithdrawals>;
export const withdrawPendingRoute = route('GET', '/api/v2/withdraw/pending', PendingWithdrawals);
