import type { BurnAsset, BurnResult } from '@xbond/shared/api/team';
import { activePrincipal } from '../earnings/cap';
import { AppError } from '../errors';
import { systemAccount, userAccount } from '../ledger/accounts';
import { keyedOperation, move } from '../ledger/keyed';
import type { TeamContext } from './context';

/**
 * POST /team/burn (docs/pledge.md, "The exit cap"; docs/team.md, "The exit cap"): burns a count of
 * Z, HBOX or BOX equal to the staked principal (converted between the assets' decimals, rounded up)
 * from available to the burn account, and records the principal it covered: community rewards get
 * another
 * `multiple` x that much room (earnings/cap.ts). One keyed operation.
 */
export async function burn(
  ctx: TeamContext,
  userId: string,
  asset: BurnAsset | '' | undefined,
  idempotencyKey: string,
): Promise<BurnResult> {
  if (!asset) throw new AppError('teamBurnAssetRequired');
  const { book, ledger, clock } = ctx.pledge.money;
  const request = { type: 'burn', name: 'team_burn', userId, idempotencyKey, params: { asset } };
  return keyedOperation(ledger, request, async (tx, operationId): Promise<BurnResult> => {
    const principal = await activePrincipal(tx.q, userId);
    if (principal === 0n) throw new AppError('teamBurnNothingStaked');
    const amount = convertCount(principal, book.decimals('X'), book.decimals(asset));
    await tx.post(
      operationId,
      move(userAccount(userId, asset), systemAccount('burn', asset), amount),
    );
    const [row] = await tx.q.query<{ burned: string }>(
      `WITH added AS (
         INSERT INTO team_burns (user_id, asset, amount, principal, operation_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING principal
       )
       SELECT ((SELECT COALESCE(SUM(principal), 0) FROM team_burns WHERE user_id = $1)
         + (SELECT principal FROM added))::text AS burned`,
      [
        userId,
        asset,
        amount.toString(),
        principal.toString(),
        operationId,
        clock.now().toISOString(),
      ],
    );
    return {
      asset,
      amount: book.format(asset, amount),
      burned: book.format('X', BigInt(row?.burned ?? 0)),
    };
  });
}

/** The same count of tokens in other decimals, rounded up (never burns less than covered). */
function convertCount(amount: bigint, from: number, to: number): bigint {
  if (to >= from) return amount * 10n ** BigInt(to - from);
  const unit = 10n ** BigInt(from - to);
  return (amount + unit - 1n) / unit;
}
