import { signVoucher } from '@xbond/contracts/voucher';
import { AmountError, parseAmount } from '@xbond/shared/amount';
import type { Asset } from '@xbond/shared/assets';
import { getAddress } from 'viem';
import { AppError } from '../errors';
import { userAccount } from '../ledger/accounts';
import type { MoneyContext } from '../ledger/context';
import { noticeInsert } from '../notices/write';
import { unixSeconds } from '../time/clock';
import {
  findWithdrawal,
  nextWithdrawal,
  toWithdrawal,
  type WithdrawalColumns,
  withdrawalInsert,
} from './repository';
import { type WithdrawalView, withdrawalView } from './view';

/** The fee of a withdrawal: WITHDRAW_FEE_BPS of the amount, rounded up to a base unit. */
export function withdrawalFee(amount: bigint, feeBps: number): bigint {
  return (amount * BigInt(feeBps) + 9_999n) / 10_000n;
}

/** WITHDRAW_MIN in the asset's base units (validated at start to fit every asset's decimals). */
export function withdrawalMinimum(ctx: Pick<MoneyContext, 'book' | 'settings'>, asset: Asset) {
  try {
    return parseAmount(ctx.settings.withdrawMin, ctx.book.decimals(asset));
  } catch (error) {
    if (!(error instanceof AmountError)) throw error;
    // More fraction digits than the asset has: the smallest amount above it.
    const [whole = '0'] = ctx.settings.withdrawMin.split('.');
    return parseAmount(whole, ctx.book.decimals(asset)) + 1n;
  }
}

/**
 * The voucher's time base: the chain's clock (the Vault compares the deadline with
 * block.timestamp), never behind the product's. Applies that arrive while the latest block is
 * being read share that read (one RPC call for a burst of applies): its answer is at most one
 * call old, and only matters while the chain's clock is ahead of the product's.
 */
function chainNow(ctx: Pick<MoneyContext, 'client' | 'clock'>): Promise<bigint> {
  let reading = latestBlocks.get(ctx.client);
  if (!reading) {
    reading = ctx.client
      .getBlock({ blockTag: 'latest' })
      .then((block) => block.timestamp)
      .finally(() => latestBlocks.delete(ctx.client));
    latestBlocks.set(ctx.client, reading);
  }
  return reading.then((timestamp) => {
    const now = unixSeconds(ctx.clock.now());
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.max does not take
    return timestamp > now ? timestamp : now;
  });
}

/** The latest block's time being read, per chain client. */
const latestBlocks = new WeakMap<MoneyContext['client'], Promise<bigint>>();

/**
 * POST /withdraw/apply (docs/ledger.md): the voucher for amount - fee is signed with the next
 * nonce, then in one statement the whole amount moves from available to pending_withdrawal (a
 * conditional update: parallel applies cannot overdraw) and the withdrawal row and its notice
 * are written. The same Idempotency-Key returns the same withdrawal.
 */
export async function applyWithdrawal(
  ctx: MoneyContext,
  userId: string,
  body: { asset: Asset; amount: string },
  idempotencyKey: string,
): Promise<WithdrawalView> {
  const { asset } = body;
  const amount = ctx.book.parsePositive(asset, body.amount);
  if (amount < withdrawalMinimum(ctx, asset)) {
    throw new AppError('withdrawBelowMinimum', [ctx.settings.withdrawMin, asset]);
  }
  const fee = withdrawalFee(amount, ctx.settings.withdrawFeeBps);
  const deadline = (await chainNow(ctx)) + BigInt(ctx.settings.withdrawVoucherTtlHours * 3600);
  const token = ctx.book.address(asset);

  // The nonce and the recipient, then the voucher's signature, before the transaction: it
  // holds a connection only for its statement. A replay leaves its nonce unused, as a
  // rolled-back apply does.
  const next = await nextWithdrawal(ctx.db, userId);
  if (!next.address) throw new AppError('unauthorized');
  const withdrawalId = next.id;
  const recipient = getAddress(next.address);
  const signature = await signVoucher(ctx.signer, {
    chainId: ctx.chainId,
    vault: ctx.book.custody,
    voucher: {
      user: recipient,
      token,
      amount: amount - fee,
      nonce: BigInt(withdrawalId),
      deadline,
    },
  });
  const w = { id: withdrawalId, userId, asset, amount, fee, net: amount - fee };
  const notice = {
    userId,
    kind: 'voucher_issued' as const,
    params: { withdrawalId, asset, amount: (amount - fee).toString() },
    key: `voucher_issued:${withdrawalId}`,
    at: ctx.clock.now(),
  };
  const applied = await ctx.ledger.single(async (tx) => {
    const { outcome, row } = await tx.executeWith<WithdrawalColumns>(
      {
        key: `withdraw:${userId}:${idempotencyKey}`,
        type: 'withdraw',
        userId,
        params: { asset, amount: amount.toString() },
        status: 'pending',
        result: { withdrawalId },
        postings: [
          { account: userAccount(userId, asset, 'available'), amount: -amount },
          { account: userAccount(userId, asset, 'pending_withdrawal'), amount },
        ],
      },
      (bind) => [
        withdrawalInsert(bind, { ...w, recipient, token, deadline, signature }),
        noticeInsert(bind, notice, 'FROM op WHERE op.id IS NOT NULL'),
      ],
    );
    if (!row) return String((outcome.result as { withdrawalId: string }).withdrawalId);
    return toWithdrawal(row);
  });
  // A replay answers the withdrawal as it is now.
  const withdrawal =
    typeof applied === 'string' ? await findWithdrawal(ctx.db, applied, userId) : applied;
  if (!withdrawal) throw new Error('the withdrawal vanished');
  return withdrawalView(ctx.book, ctx.chainId, withdrawal);
}
