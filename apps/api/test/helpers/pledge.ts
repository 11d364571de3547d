// Staking tests: an app whose clock the test moves, and users with X to stake.
import type { LocalAccount } from 'viem';
import { manualClock } from './clock';
import type { TestDatabase } from './databases';
import { createMoneyApp, type MoneyApp, sendToken, units } from './money';

/** An app on its own database and Vault, its clock moved by hand, with signed-in users. */
export async function pledgeApp(
  database: TestDatabase,
  operator: LocalAccount,
  start: string,
  env: Record<string, string>,
) {
  const { db, close } = await database.open();
  const clock = manualClock(start);
  const m = await createMoneyApp(db, operator, env, undefined, { clock });
  // The first tick registers the day jobs: their first period is the day in progress.
  await m.app.jobs.tick();
  return { db, close, clock, m };
}

/** Deposits `amount` X from `who` and signs them in; answers the bearer header. */
export async function fundedUser(m: MoneyApp, who: LocalAccount, amount: string) {
  const auth = await m.login(who);
  await sendToken(who, m.tokens.X, m.deployment.vault, units(amount));
  await m.app.watcher.tick();
  return auth;
}
