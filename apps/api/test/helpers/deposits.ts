// Deposit tests: the recharge routes through the app, and the payment an order asks for.
import type { DepositOrder } from '@xbond/shared/api/deposit';
import type { WalletInfo } from '@xbond/shared/api/user';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import { type Address, type LocalAccount, parseUnits } from 'viem';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { call, sendToken } from './money';

/** A deposit order as the API answers it, its addresses typed for the chain's clients. */
export type Order = DepositOrder & { contractAddress: Address; recipientAddress: Address };

/** The recharge routes of the app `app()` answers (a test may restart it). */
export function depositApi(app: () => TestApp) {
  const wallet = async (auth: string) =>
    (await call(app(), auth, 'GET', '/api/v2/user/wallet')).data as WalletInfo;
  return {
    async create(auth: string, asset: string, amount: string) {
      const body = await call(app(), auth, 'POST', '/api/v2/recharge/create', { asset, amount });
      expect(body.code, body.msg).toBe(1);
      return body.data as Order;
    },
    callback: (auth: string, id: string, txHash: string) =>
      call(app(), auth, 'POST', '/api/v2/recharge/callback', { id, txHash }),
    wallet,
    /** The available balance of `asset`, a decimal string. */
    available: async (auth: string, asset: string) =>
      (await wallet(auth)).balances.find((b) => b.asset === asset)?.available,
  };
}

/** Sends what the order asks for, from `who`; answers the transfer's hash. */
export const payOrder = (who: LocalAccount, order: Order) =>
  sendToken(
    who,
    order.contractAddress,
    order.recipientAddress,
    parseUnits(order.amount, order.decimals),
  );

export const expectRefusal = (body: { code: number; msg: string }, name: ErrorName) => {
  expect(body.code, body.msg).toBe(ERRORS[name].code);
};
