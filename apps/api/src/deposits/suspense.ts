import type { Asset } from '@xbond/shared/assets';
import type { Address } from 'viem';
import type { Queryable } from '../db/db';
import { systemAccount, userAccount } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import { findUserByAddress } from '../users/users';

/** A deposit from an unregistered sender, held in the suspense account (docs/ledger.md). */
export interface SuspenseDeposit {
  /** The chain event's id: what the operator command takes. */
  id: string;
  txHash: string;
  logIndex: number;
  from: string;
  asset: Asset;
  amount: bigint;
  /** null while held; else what the operator decided. */
  decision: 'assigned' | 'return' | null;
  userId: string | null;
}

/** The operator's decision could not be taken; the message says why, `why` for a program. */
export class SuspenseError extends Error {
  constructor(
    message: string,
    /** `usage`: the command was not understood (the command-line tool). */
    readonly why: 'not_held' | 'decided' | 'unknown_user' | 'usage' = 'usage',
  ) {
    super(message);
  }
}

/** Runs in the decision's transaction once it moved money: the console's audit row. */
export type DecisionHook = (q: Queryable, outcome: SuspenseOutcome) => Promise<void>;

const COLUMNS = `e.id, e.tx_hash AS "txHash", e.log_index AS "logIndex", e.from_address AS "from",
  e.asset, e.amount::text AS amount, d.decision, d.user_id AS "userId"`;
type Row = Omit<SuspenseDeposit, 'amount'> & { amount: string };
const toDeposit = (r: Row): SuspenseDeposit => ({
  ...r,
  id: String(r.id),
  amount: BigInt(r.amount),
  userId: r.userId === null ? null : String(r.userId),
});

/** Every deposit that went to suspense, oldest first, with the decision taken on it. */
export async function listSuspense(q: Queryable): Promise<SuspenseDeposit[]> {
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM chain_events e
     LEFT JOIN suspense_decisions d ON d.chain_event_id = e.id
     WHERE e.kind = 'deposit' AND e.disposition = 'suspense' ORDER BY e.id`,
  );
  return rows.map(toDeposit);
}

async function lockDeposit(q: Queryable, id: string): Promise<SuspenseDeposit> {
  if (!/^\d{1,18}$/.test(id)) throw new SuspenseError(`Not a deposit id: ${id}`, 'not_held');
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM chain_events e
     LEFT JOIN suspense_decisions d ON d.chain_event_id = e.id
     WHERE e.id = $1 AND e.kind = 'deposit' AND e.disposition = 'suspense'
     FOR UPDATE OF e`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new SuspenseError(`No deposit ${id} is held in suspense`, 'not_held');
  return toDeposit(row);
}

export interface SuspenseOutcome {
  deposit: SuspenseDeposit;
  operationId: string;
  /** False when the same decision was taken before: nothing moved this time. */
  moved: boolean;
}

/**
 * Decides on one held deposit in one ledger operation (key `suspense:<id>`): `assign` moves it
 * suspense -> the user's available balance (record type `deposit_assigned`), `return` moves it
 * suspense -> treasury, which pays the sender back on chain. Repeating the same decision
 * changes nothing; a different one is refused.
 */
async function decide(
  ledger: Ledger,
  id: string,
  decision: 'assigned' | 'return',
  userId: string | null,
  hook?: DecisionHook,
): Promise<SuspenseOutcome> {
  return ledger.transaction(async (tx) => {
    const deposit = await lockDeposit(tx.q, id);
    if (deposit.decision) {
      if (deposit.decision === decision && deposit.userId === userId) {
        const done = await tx.q.query<{ operationId: string }>(
          `SELECT operation_id AS "operationId" FROM suspense_decisions WHERE chain_event_id = $1`,
          [id],
        );
        return { deposit, operationId: String(done[0]?.operationId), moved: false };
      }
      const to =
        deposit.decision === 'assigned'
          ? `assigned to user ${deposit.userId}`
          : 'marked for return';
      throw new SuspenseError(`Deposit ${id} was already ${to}`, 'decided');
    }
    const destination = userId
      ? userAccount(userId, deposit.asset)
      : systemAccount('treasury', deposit.asset);
    const op = await tx.execute({
      key: `suspense:${id}`,
      type: userId ? 'deposit_assigned' : 'suspense_return',
      userId,
      params: { depositId: id, asset: deposit.asset, amount: deposit.amount.toString() },
      result: { depositId: id },
      postings: [
        { account: systemAccount('suspense', deposit.asset), amount: -deposit.amount },
        { account: destination, amount: deposit.amount },
      ],
    });
    await tx.q.query(
      `INSERT INTO suspense_decisions (chain_event_id, decision, user_id, operation_id)
       VALUES ($1, $2, $3, $4)`,
      [id, decision, userId, op.id],
    );
    const outcome = { deposit: { ...deposit, decision, userId }, operationId: op.id, moved: true };
    await hook?.(tx.q, outcome);
    return outcome;
  });
}

/** Credits a held deposit to the registered user of `address`. */
export async function assignSuspense(
  ledger: Ledger,
  id: string,
  address: Address,
  hook?: DecisionHook,
): Promise<SuspenseOutcome> {
  const user = await findUserByAddress(ledger.db, address);
  if (!user) {
    throw new SuspenseError(`No user has registered the address ${address}`, 'unknown_user');
  }
  return decide(ledger, id, 'assigned', user.id, hook);
}

/** Marks a held deposit for return: the treasury takes it and owes the sender a transfer. */
export function returnSuspense(
  ledger: Ledger,
  id: string,
  hook?: DecisionHook,
): Promise<SuspenseOutcome> {
  return decide(ledger, id, 'return', null, hook);
}
