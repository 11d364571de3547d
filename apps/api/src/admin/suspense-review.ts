import type { SuspenseDecisionBody, SuspenseItem } from '@xbond/shared/api/admin';
import { toAddress } from '../address';
import type { Queryable } from '../db/db';
import {
  assignSuspense,
  listSuspense,
  returnSuspense,
  type SuspenseDeposit,
  SuspenseError,
  type SuspenseOutcome,
} from '../deposits/suspense';
import { AppError } from '../errors';
import type { MoneyContext } from '../ledger/context';
import { writeAudit } from './audit';

type Money = Pick<MoneyContext, 'ledger' | 'book' | 'clock' | 'db'>;

async function addressesOf(q: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; address: string }>(
    `SELECT id::text AS id, address FROM users WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, toAddress(r.address)]));
}

function itemOf(money: Money, d: SuspenseDeposit, users: Map<string, string>): SuspenseItem {
  return {
    id: d.id,
    txHash: d.txHash,
    from: toAddress(d.from),
    asset: d.asset,
    amount: money.book.format(d.asset, d.amount),
    decision: d.decision,
    assignedTo: d.userId ? (users.get(d.userId) ?? null) : null,
  };
}

/** Every deposit that went to suspense, the undecided first, then the newest. */
export async function suspenseItems(money: Money): Promise<SuspenseItem[]> {
  const deposits = await listSuspense(money.db);
  const users = await addressesOf(
    money.db,
    deposits.flatMap((d) => (d.userId ? [d.userId] : [])),
  );
  return deposits
    .sort(
      (a, b) =>
        Number(a.decision !== null) - Number(b.decision !== null) || Number(b.id) - Number(a.id),
    )
    .map((d) => itemOf(money, d, users));
}

/** The command-line tool's refusal as the console's error, in the user's language. */
function refusal(error: unknown, body: SuspenseDecisionBody): unknown {
  if (!(error instanceof SuspenseError)) return error;
  if (error.why === 'decided')
    return new AppError('adminSuspenseDecided', [body.id, error.message]);
  if (error.why === 'unknown_user' && body.decision === 'assign') {
    return new AppError('adminUserUnknown', [body.address]);
  }
  return new AppError('adminSuspenseNotHeld', [body.id]);
}

/**
 * The operator's decision on a held deposit, as `npm run suspense` takes it (one ledger
 * operation keyed by the deposit), with its audit row in the same transaction. Repeating the
 * decision already taken moves nothing and writes no second row.
 */
export async function decideSuspense(
  money: Money,
  actor: string,
  body: SuspenseDecisionBody,
): Promise<{ item: SuspenseItem; operationId: string }> {
  const audit = async (q: Queryable, outcome: SuspenseOutcome) => {
    const d = outcome.deposit;
    await writeAudit(q, {
      actor,
      action: body.decision === 'assign' ? 'suspense.assign' : 'suspense.return',
      target: `deposit/${d.id}`,
      before: {
        decision: null,
        from: d.from,
        asset: d.asset,
        amount: money.book.format(d.asset, d.amount),
      },
      after: {
        decision: d.decision,
        ...(body.decision === 'assign' ? { address: toAddress(body.address) } : {}),
        operationId: outcome.operationId,
      },
      reason: body.reason,
      at: money.clock.now(),
    });
  };
  let outcome: SuspenseOutcome;
  try {
    outcome =
      body.decision === 'assign'
        ? await assignSuspense(money.ledger, body.id, toAddress(body.address), audit)
        : await returnSuspense(money.ledger, body.id, audit);
  } catch (error) {
    throw refusal(error, body);
  }
  const users = await addressesOf(money.db, outcome.deposit.userId ? [outcome.deposit.userId] : []);
  return { item: itemOf(money, outcome.deposit, users), operationId: outcome.operationId };
}
