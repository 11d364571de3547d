import { type Static, Type } from '@sinclair/typebox';
import { AMOUNT_MAX_LENGTH, AMOUNT_PATTERN } from '../amount';
import { AddressSchema, AssetSchema, ClosedObject, DecimalStringSchema, route } from './primitives';

/** A positive amount typed by the user: at most the asset's decimals (checked by the server). */
export const AmountInputSchema = Type.String({
  pattern: AMOUNT_PATTERN,
  minLength: 1,
  maxLength: AMOUNT_MAX_LENGTH,
  examples: ['100'],
});
/** A record id (BIGINT) as a decimal string. */
export const IdSchema = Type.String({ pattern: '^[1-9][0-9]{0,17}$', examples: ['1'] });
export const TxHashSchema = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', maxLength: 66 });

/**
 * A deposit order. `status`: 'open' (waiting for the transfer), 'confirming' (the reported
 * transaction is valid but not yet DEPOSIT_CONFIRMATIONS deep), 'credited', 'expired'.
 */
export const DepositOrder = Type.Object({
  id: IdSchema,
  asset: AssetSchema,
  amount: DecimalStringSchema,
  /** The token to transfer, and where to: the custody address (the Vault). */
  contractAddress: AddressSchema,
  recipientAddress: AddressSchema,
  decimals: Type.Integer(),
  status: Type.Union([
    Type.Literal('open'),
    Type.Literal('confirming'),
    Type.Literal('credited'),
    Type.Literal('expired'),
  ]),
  txHash: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.String(),
  createdAt: Type.String(),
});
export type DepositOrder = Static<typeof DepositOrder>;

/** POST /api/v2/recharge/create — an order for a wallet transfer into the Vault. */
export const RechargeCreateBody = ClosedObject({ asset: AssetSchema, amount: AmountInputSchema });
export type RechargeCreateBody = Static<typeof RechargeCreateBody>;
export const rechargeCreateRoute = route('POST', '/api/v2/recharge/create', DepositOrder, {
  body: RechargeCreateBody,
});

/** A wallet's word that it sent the transaction of `id` in `txHash`: both callbacks' body. */
export const TxCallbackBody = ClosedObject({ id: IdSchema, txHash: TxHashSchema });
/** How deep the reported transaction is: both callbacks answer it. */
export const ConfirmationFields = {
  confirmations: Type.Integer(),
  requiredConfirmations: Type.Integer(),
};

/** POST /api/v2/recharge/callback — the wallet sent the order's transfer in `txHash`. */
export const RechargeCallbackBody = TxCallbackBody;
export type RechargeCallbackBody = Static<typeof RechargeCallbackBody>;
export const RechargeCallbackResult = Type.Object({
  order: DepositOrder,
  /** 'confirming': call again after a few blocks (the watcher credits it anyway). */
  status: Type.Union([Type.Literal('credited'), Type.Literal('confirming')]),
  ...ConfirmationFields,
});
export type RechargeCallbackResult = Static<typeof RechargeCallbackResult>;
export const rechargeCallbackRoute = route(
  'POST',
  '/api/v2/recharge/callback',
  RechargeCallbackResult,
  { body: TxCallbackBody },
);
