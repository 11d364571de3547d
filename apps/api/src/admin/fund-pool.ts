import type { FundPoolBody, FundPoolResult } from '@xbond/shared/api/admin';
import type { Asset } from '@xbond/shared/assets';
import type { FundablePool } from '@xbond/shared/values/fundable-pools';
import { AppError } from '../errors';
import { type SystemAccount, type SystemKind, systemAccount } from '../ledger/accounts';
import { systemBalance } from '../ledger/balances';
import type { MoneyContext } from '../ledger/context';
import type { LedgerTx } from '../ledger/ledger';
import { writeAudit } from './audit';

/** Which ledger account each fundable pool is: a prize pot is a kind of the prize pool. */
const ACCOUNTS: Record<FundablePool, { name: SystemAccount; kind: SystemKind }> = {
  reward_pool: { name: 'reward_pool', kind: 'main' },
  insurance_pool: { name: 'insurance_pool', kind: 'main' },
  prize_hour: { name: 'prize_pool', kind: 'hour' },
  prize_week: { name: 'prize_pool', kind: 'week' },
  prize_month: { name: 'prize_pool', kind: 'month' },
};

async function balances(tx: LedgerTx, pool: FundablePool, asset: Asset) {
  const { name, kind } = ACCOUNTS[pool];
  const rows = await tx.q.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_accounts
     WHERE owner_type = 'system' AND owner_id = $1 AND asset = $2 AND kind = $3`,
    [name, asset, kind],
  );
  return {
    pool: BigInt(rows[0]?.balance ?? 0),
    treasury: await systemBalance(tx.q, 'treasury', asset),
  };
}

/**
 * Moves treasury inventory into a pool: one ledger operation keyed by the request's
 * Idempotency-Key, and its audit row, in one transaction. A replay of the key moves nothing
 * and writes no second row; more than the treasury holds is refused before anything moves.
 */
export async function fundPool(
  money: Pick<MoneyContext, 'ledger' | 'book' | 'clock'>,
  actor: string,
  body: FundPoolBody,
  idempotencyKey: string,
): Promise<FundPoolResult> {
  const { pool, asset, reason } = body;
  const amount = money.book.parsePositive(asset, body.amount);
  const { name, kind } = ACCOUNTS[pool];
  const f = (v: bigint) => money.book.format(asset, v);
  return money.ledger.transaction(async (tx) => {
    const before = await balances(tx, pool, asset);
    const op = await tx
      .execute({
        key: `admin_fund:${actor}:${idempotencyKey}`,
        type: 'pool_funding',
        params: { pool, asset, amount: amount.toString(), reason },
        postings: [
          { account: systemAccount('treasury', asset), amount: -amount },
          { account: systemAccount(name, asset, kind), amount },
        ],
      })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.error === 'insufficientBalance') {
          throw new AppError('adminTreasuryShort', [f(before.treasury), asset]);
        }
        throw error;
      });
    const after = op.replayed ? before : await balances(tx, pool, asset);
    if (!op.replayed) {
      await writeAudit(tx.q, {
        actor,
        action: 'pool.fund',
        target: `${pool}/${asset}`,
        before: { pool: f(before.pool), treasury: f(before.treasury) },
        after: { pool: f(after.pool), treasury: f(after.treasury), amount: f(amount) },
        reason,
        at: money.clock.now(),
      });
    }
    return {
      operationId: op.id,
      pool: f(after.pool),
      treasury: f(after.treasury),
      replayed: op.replayed,
    };
  });
}
