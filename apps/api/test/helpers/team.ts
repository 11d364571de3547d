// Team tests: a tree of accounts of their own. Every dev account 0-19 already belongs to a
// file (helpers/money.ts), so these use accounts 20-39 of the same mnemonic, given gas and
// tokens on the test chain directly (anvil's setBalance and setStorageAt: no one's nonce moves):
// team.test.ts 20-25, team-donate-switch.test.ts 26-28, notices.test.ts 30-32,
// pledge-pool.test.ts 33-35, deposit-settings.test.ts 36, history.test.ts 37-39.
import { devAccounts } from '@xbond/contracts/chain';
import type { TeamInfo } from '@xbond/shared/api/team';
import { ASSETS, type Asset } from '@xbond/shared/assets';
import { type Address, encodeAbiParameters, type HDAccount, keccak256, pad, toHex } from 'viem';
import { expect, inject } from 'vitest';
import { assetAddresses } from '../../src/chain/tokens';
import type { Queryable } from '../../src/db/db';
import { envelope } from './app';
import type { manualClock } from './clock';
import { call, clients, type MoneyApp, sendToken, units } from './money';
import { postLogin, signedLogin } from './siwe';

const extra = devAccounts(40);

export function teamAccount(i: number): HDAccount {
  const a = extra[i];
  if (!a || i < 20) throw new Error(`no team account ${i} (20-39)`);
  return a;
}

/** Team accounts by index, in order. */
export const teamAccounts = <const N extends readonly number[]>(...indices: N) =>
  indices.map(teamAccount) as { [K in keyof N]: HDAccount };

/**
 * Where a token keeps `balanceOf(holder)`: OpenZeppelin's ERC-20 in its first storage slot, the
 * Uniswap V2 pair (LP) in its second (after totalSupply).
 */
const balanceSlot = (holder: Address, asset: Asset) =>
  keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'uint256' }],
      [holder, asset === 'LP' ? 1n : 0n],
    ),
  );

/** Gives `who` gas and `amount` whole tokens of every asset on the test chain. */
export async function giveTokens(who: HDAccount, amount: string): Promise<void> {
  const { testClient } = clients(who);
  await testClient.setBalance({ address: who.address, value: units('100') });
  const tokens = assetAddresses(inject('deployment'));
  for (const asset of ASSETS) {
    await testClient.setStorageAt({
      address: tokens[asset],
      index: balanceSlot(who.address, asset),
      value: pad(toHex(units(amount)), { size: 32 }),
    });
  }
}

/** Signs `who` up with an invitation code; answers the bearer header. */
export async function joinWith(m: MoneyApp, who: HDAccount, inviteCode: string): Promise<string> {
  const body = envelope(await postLogin(m.app, await signedLogin(m.app, who, { inviteCode }))) as {
    code: number;
    msg: string;
    data: { token: string };
  };
  if (body.code !== 1) throw new Error(`sign-up failed: ${body.msg}`);
  return `Bearer ${body.data.token}`;
}

/**
 * Calls as a user named in `auth`, an answer that must succeed, the user's team info, and a
 * day settled by the job runner. `state` answers the file's app and clock (a test may restart
 * the app).
 */
export function teamApi(
  state: () => { m: MoneyApp; clock: ReturnType<typeof manualClock> },
  auth: Record<string, string>,
) {
  const req = (who: string, method: 'GET' | 'POST', url: string, body?: object, key?: string) =>
    call(
      state().m.app,
      auth[who] as string,
      method,
      url,
      body,
      key ? { 'idempotency-key': key } : {},
    );
  const ok = async <T>(p: Promise<{ code: number; msg: string; data: never }>) => {
    const body = await p;
    expect(body.code, body.msg).toBe(1);
    return body.data as T;
  };
  const info = (who: string) => ok<TeamInfo>(req(who, 'GET', '/api/v2/team/info'));
  return {
    req,
    ok,
    info,
    /**
     * Signs `who` up as `name` with the code of `parent`, deposits `stake` X (and `more`), and
     * stakes the X.
     */
    async join(
      name: string,
      who: HDAccount,
      parent: string,
      stake: string,
      more: Partial<Record<Asset, string>> = {},
    ) {
      const { m } = state();
      auth[name] = await joinWith(m, who, (await info(parent)).inviteCode);
      await sendToken(who, m.tokens.X, m.deployment.vault, units(stake));
      for (const [asset, amount] of Object.entries(more) as [Asset, string][]) {
        await sendToken(who, m.tokens[asset], m.deployment.vault, units(amount));
      }
      await m.app.watcher.tick();
      await ok(req(name, 'POST', '/api/v2/pledge/current/stake', { amount: stake }));
    },
    async settle(iso: string) {
      const { m, clock } = state();
      clock.set(iso);
      expect((await m.app.jobs.tick()).failed).toBeUndefined();
    },
  };
}

/** The team stats of each user, and the community rewards paid on the day of `userId`'s stats. */
export async function teamDay(db: Queryable, userId: string) {
  const rows = await db.query<{ user_id: string; day: string; level: number; yield: string }>(
    'SELECT user_id::text, day, level, yield::text FROM team_stats',
  );
  const stats = new Map(rows.map((r) => [r.user_id, r]));
  const rewards = await db.query<{ user_id: string; community: string }>(
    'SELECT user_id::text, community::text FROM team_rewards WHERE day = $1',
    [stats.get(userId)?.day],
  );
  return { stats, rewards: new Map(rewards.map((r) => [r.user_id, BigInt(r.community)])) };
}
