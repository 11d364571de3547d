// Catch-up pays by the day's state (docs/time.md): the same seeded random history of
// stakes, unstakes and fixed-term orders by a referral tree, run twice on fresh databases:
// once with the day's settlements run at every day's end, once with them down for a week
// (the runner stopped while users go on staking, unstaking and ordering) and then caught up
// in one pass. Every user must end with exactly the same balance in every ledger account, and
// the reward pool with the same balance: yields, fixed releases (by pool health), team rewards
// (levels, valid directs, coefficients) and exit caps all read the day's state, not the
// catch-up's.
import { devAccounts } from '@xbond/contracts/chain';
import type { ErrorName } from '@xbond/shared/errors';
import { formatUnits, type HDAccount } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { AppError } from '../../src/errors';
import { userBalance } from '../../src/ledger/balances';
import type { PledgeContext } from '../../src/pledge/context';
import { createFixedOrder } from '../../src/pledge/create';
import { changeFlexible } from '../../src/pledge/flexible';
import { manualClock } from '../helpers/clock';
import { databases, type TestDatabase } from '../helpers/databases';
import { fixedSettings } from '../helpers/fixed-settings';
import { createMoneyApp, type MoneyApp, sendToken, units } from '../helpers/money';
import { giveTokens, joinWith } from '../helpers/team';
import { rng } from './rng';

const SEED = Number(process.env.DOWNTIME_SEED ?? 20261127);
const DAY_MS = 86_400_000;
const START = Date.parse('2026-11-02T00:00:00Z');
const DAYS = 14;
/** The days whose settlement does not run on time: their ends pass with the runner stopped. */
const DOWN = { from: 4, days: 7 };

// Accounts 44-53 of the test mnemonic belong to this file: 44 operates, 45-53 form the tree
// ([user, parent], parent -1 = signed up with the genesis code), four levels deep.
const accounts = devAccounts(54).slice(44) as HDAccount[];
const operator = accounts[0] as HDAccount;
const TREE: [number, number][] = [
  [1, -1],
  [2, 1],
  [3, 1],
  [4, 2],
  [5, 2],
  [6, 4],
  [7, 6],
  [8, 3],
  [9, 8],
];
/**
 * A reward pool short of 30 days of the most it could pay (pool health below 1, so fixed rates
 * move with every stake) that runs short before the end (pro-rata days), a low exit cap, low
 * team levels, a coefficient most principals are under: each figure a day's settlement reads
 * matters to what it pays.
 */
const ENV = {
  REWARD_POOL_FUNDING: '900',
  PLEDGE_LIMIT: '6000',
  EARNINGS_CAP_MULTIPLE: '2',
  TEAM_LEVELS: '100:1:500,1000:2:1000',
  TEAM_COEFFICIENT_PRINCIPAL: '2000',
};

type Action = {
  at: number;
  user: number;
  /** `unstakeAll` leaves 1 X staked: the user's exit cap drops below what they earned. */
  kind: 'stake' | 'unstake' | 'order' | 'unstakeAll';
  amount: string;
  days: number;
};

/** The seeded history: a few actions a day, at random times, each by a user of the tree. */
function history(seed: number): Action[] {
  const r = rng(seed);
  const actions: Action[] = TREE.map(([user]) => ({
    at: START + 60_000 * user,
    user,
    kind: 'stake' as const,
    amount: r.amount(3000, 0),
    days: 0,
  }));
  for (let day = 0; day < DAYS; day++) {
    for (let n = r.int(2, 6); n > 0; n--) {
      actions.push({
        at: START + day * DAY_MS + r.int(600, 86_000) * 1000,
        user: r.pick(TREE)[0],
        kind: r.pick(['stake', 'stake', 'unstake', 'unstake', 'order'] as const),
        amount: r.amount(1500, 0),
        days: r.pick([30, 90]),
      });
    }
  }
  // One user leaves on time, one while the settlements are down.
  const leave = (user: number, day: number) =>
    actions.push({
      at: START + day * DAY_MS + 3_600_000,
      user,
      kind: 'unstakeAll',
      amount: '',
      days: 0,
    });
  leave(7, 2);
  leave(5, DOWN.from + 2);
  return actions.sort((a, b) => a.at - b.at);
}

const errorName = (error: unknown): ErrorName => {
  if (error instanceof AppError) return error.name as ErrorName;
  throw error;
};

/** One run of the history on a fresh database; answers what it ended with. */
async function play(database: TestDatabase, actions: Action[], down: boolean) {
  const { db, close } = await database.open();
  const clock = manualClock(new Date(START + 1000).toISOString());
  const m = await createMoneyApp(db, operator, ENV, undefined, { clock });
  try {
    await m.app.jobs.tick(); // the day jobs' first period is the first day
    const ids = await signUp(m, db);
    const pledge = { money: m.app.money, ...fixedSettings(m.config.pledge) };
    const outcomes: string[] = [];
    let next = 0;
    for (let day = 0; day < DAYS; day++) {
      const end = START + (day + 1) * DAY_MS;
      for (; next < actions.length && (actions[next] as Action).at < end; next++) {
        const a = actions[next] as Action;
        clock.set(new Date(a.at).toISOString());
        const userId = ids.get(a.user) as string;
        const key = `history:${next}`;
        outcomes.push(await act(pledge, userId, a, key).then(() => 'ok', errorName));
      }
      clock.set(new Date(end + 1000).toISOString());
      const stopped = down && day >= DOWN.from && day < DOWN.from + DOWN.days;
      if (stopped) continue;
      const tick = await m.app.jobs.tick();
      expect(tick.failures, String(tick.failed?.error)).toEqual([]);
    }
    return { outcomes, books: await books(db), earned: await earnedBySource(db) };
  } finally {
    await m.app.close();
    await close();
  }
}

/** One action of the history, through the staking services. */
async function act(pledge: PledgeContext, userId: string, a: Action, key: string) {
  if (a.kind === 'order') {
    return createFixedOrder(pledge, userId, { amount: a.amount, days: a.days }, key);
  }
  if (a.kind !== 'unstakeAll') return changeFlexible(pledge, userId, a.kind, a.amount, key);
  const staked = await userBalance(pledge.money.db, userId, 'X', 'flexible_principal');
  const amount = formatUnits(staked - units('1'), 18);
  return changeFlexible(pledge, userId, 'unstake', amount, key);
}

/** Signs the tree up, parents first, then each puts 20,000 X in the Vault; answers index -> id. */
async function signUp(m: MoneyApp, db: Db): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  for (const [index, parent] of TREE) {
    const account = accounts[index] as HDAccount;
    if (parent < 0) await m.login(account);
    else {
      const [row] = await db.query<{ code: string }>(
        'SELECT invite_code AS code FROM users WHERE id = $1',
        [ids.get(parent)],
      );
      await joinWith(m, account, row?.code ?? '');
    }
    const [user] = await db.query<{ id: string }>('SELECT id::text FROM users WHERE address = $1', [
      account.address.toLowerCase(),
    ]);
    ids.set(index, user?.id ?? '');
  }
  // Each from its own account: no nonce is shared, so the transfers go together.
  await Promise.all(
    TREE.map(([index]) =>
      sendToken(accounts[index] as HDAccount, m.tokens.X, m.deployment.vault, units('20000')),
    ),
  );
  await m.app.watcher.tick();
  return ids;
}

/** Every user's (by address) and every system account's balance, per asset and kind. */
async function books(db: Db): Promise<Record<string, string>> {
  const rows = await db.query<{ owner: string; asset: string; kind: string; balance: string }>(
    `SELECT COALESCE(u.address, a.owner_type || ':' || a.owner_id) AS owner, a.asset, a.kind,
       a.balance::text AS balance
     FROM ledger_accounts a LEFT JOIN users u
       ON a.owner_type = 'user' AND u.id::text = a.owner_id
     WHERE a.balance <> 0 ORDER BY 1, 2, 3`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.owner} ${r.asset} ${r.kind}`, r.balance]));
}

/** What the settlements paid, per source, and what the pool's share or the cap held back. */
async function earnedBySource(db: Db) {
  const rows = await db.query<{ source: string; paid: string; frozen: string; shortfall: string }>(
    `SELECT source, SUM(paid)::text AS paid, SUM(frozen)::text AS frozen,
       SUM(shortfall)::text AS shortfall
     FROM earnings GROUP BY source ORDER BY source`,
  );
  return Object.fromEntries(rows.map(({ source, ...sums }) => [source, sums]));
}

describe.each(databases())('catch-up after downtime on $name', (database) => {
  beforeAll(async () => {
    await giveTokens(operator, '1000000');
    for (const [index] of TREE) await giveTokens(accounts[index] as HDAccount, '100000');
  });

  it(`pays every user exactly what on-time settlements pay (seed ${SEED})`, async () => {
    const actions = history(SEED);
    const started = performance.now();
    const onTime = await play(database, actions, false);
    const half = performance.now();
    const caughtUp = await play(database, actions, true);
    console.info(
      `catch-up on ${database.name}: on time ${Math.round(half - started)} ms, ` +
        `caught up ${Math.round(performance.now() - half)} ms`,
    );
    // The same history met the same refusals (none depends on a settlement).
    expect(caughtUp.outcomes).toEqual(onTime.outcomes);
    expect(onTime.outcomes.filter((o) => o === 'ok').length).toBeGreaterThan(actions.length / 2);
    // Every kind of reward was paid, so the comparison covers each of them.
    for (const source of ['flexible', 'fixed', 'direct', 'community']) {
      expect(BigInt(onTime.earned[source]?.paid ?? 0), source).toBeGreaterThan(0n);
    }
    // The exit cap held rewards back, and the pool ran short (pro-rata days).
    const sum = (f: 'frozen' | 'shortfall') =>
      Object.values(onTime.earned).reduce((t, e) => t + BigInt(e[f]), 0n);
    expect(sum('frozen')).toBeGreaterThan(0n);
    expect(sum('shortfall')).toBeGreaterThan(0n);
    expect(caughtUp.earned).toEqual(onTime.earned);
    expect(caughtUp.books).toEqual(onTime.books);
  }, 600_000);
});
