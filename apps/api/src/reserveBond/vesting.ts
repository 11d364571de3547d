import type { BondVesting, VestingPoint } from '@xbond/shared/api/history';
import { EPOCHS_PER_DAY } from '@xbond/shared/periods';
import type { ReserveBondContext } from '../bonds/context';
import { linearPart } from '../bonds/schedule';
import type { Queryable } from '../db/db';
import { AppError } from '../errors';
import { PPM } from '../pledge/settings';
import { type Bond, findBond } from './orders';

const EPOCH_MS = 86_400_000 / EPOCHS_PER_DAY;

/** Where a bond stood: X the rebases had added, vested and claimed (base units). */
interface Standing {
  at: Date;
  rebased: bigint;
  vested: bigint;
  claimed: bigint;
  projected: boolean;
}

/**
 * GET /bond/vesting: the user's bond from purchase to deadline. The purchase owes `payout`;
 * each epoch vested so far is as the epoch job left it (bond_epochs, migrations/021); the
 * epochs ahead are the job's own step (docs/bonds.md: the unvested part grows by the rebase
 * rate, then an equal share of it over the epochs left vests) with the pool paying in full.
 */
export async function bondVesting(
  ctx: ReserveBondContext,
  userId: string,
  query: { id: string; page: number; pageSize: number },
): Promise<BondVesting> {
  const { db, book } = ctx.money;
  const bond = await findBond(db, query.id, userId);
  if (!bond) throw new AppError('bondOrderNotFound');
  const standings = [
    { at: bond.orderTime, rebased: 0n, vested: 0n, claimed: 0n, projected: false },
    ...(await epochsDone(db, bond.id)),
    ...projection(bond, BigInt(ctx.settings.rebaseRatePpm)),
  ];
  const x = (v: bigint) => book.format('X', v);
  const point = (s: Standing): VestingPoint => ({
    at: s.at.toISOString(),
    claimed: x(s.claimed),
    claimable: x(s.vested - s.claimed),
    vesting: x(bond.payout + s.rebased - s.vested),
    rebased: x(s.rebased),
    projected: s.projected,
  });
  const skip = (query.page - 1) * query.pageSize;
  return {
    id: bond.id,
    payout: x(bond.payout),
    orderTime: bond.orderTime.toISOString(),
    deadline: bond.deadline.toISOString(),
    items: standings.slice(skip, skip + query.pageSize).map(point),
    total: standings.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function epochsDone(q: Queryable, bondId: string): Promise<Standing[]> {
  const rows = await q.query<{ epoch_end: Date; rebased: string; vested: string; claimed: string }>(
    `SELECT epoch_end, rebased::text, vested::text, claimed::text FROM bond_epochs
     WHERE bond_id = $1 ORDER BY epoch_end`,
    [bondId],
  );
  return rows.map((r) => ({
    at: new Date(r.epoch_end),
    rebased: BigInt(r.rebased),
    vested: BigInt(r.vested),
    claimed: BigInt(r.claimed),
    projected: false,
  }));
}

/** The epochs ahead from the bond as it stands now (its claims included). */
function projection(bond: Bond, ratePpm: bigint): Standing[] {
  const out: Standing[] = [];
  let { rebased, vested } = bond;
  for (let done = bond.epochsDone; done < bond.epochs; done++) {
    const left = bond.payout + rebased - vested;
    const rebase = (left * ratePpm) / PPM;
    rebased += rebase;
    vested += linearPart(left + rebase, bond.epochs - done);
    const at = new Date(bond.vestingStart.getTime() + (done + 1) * EPOCH_MS);
    out.push({ at, rebased, vested, claimed: bond.claimed, projected: true });
  }
  return out;
}
