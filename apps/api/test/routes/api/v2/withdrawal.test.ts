import { vaultAbi } from '@xbond/contracts/abis';
import { ERRORS, type ErrorName } from '@xbond/shared/errors';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db';
import { systemBalance } from '#src/ledger/balances';
import { voucherExpiry } from '#src/withdrawals/expiry';
import { databases } from '#test/helpers/databases';
import {
  call,
  claimVoucher,
  clients,
  createMoneyApp,
  type MoneyApp,
  sendToken,
  TEST_SIGNER_KEY,
  tokenBalance,
  units,
  type WithdrawalJson,
} from '#test/helpers/money';
import { account } from '#test/helpers/siwe';

// Dev accounts of this file (see helpers/money.ts): 14 operator, 15 and 16 users.
const operator = account(14);
const alice = account(15);
const bob = account(16);

describe.each(databases())('withdrawals on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let m: MoneyApp;
  let aliceAuth: string;
  let bobAuth: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    m = await createMoneyApp(db, operator);
    aliceAuth = await m.login(alice);
    bobAuth = await m.login(bob);
    // Alice's platform balance: a plain deposit, credited by the watcher.
    await sendToken(alice, m.tokens.X, m.deployment.vault, units('1000'));
    await m.app.watcher.tick();
  });
  afterAll(async () => {
    await m?.app.close();
    await close?.();
  });
  afterEach(async () => {
    await m.expectConserved();
  });

  const apply = (auth: string, asset: string, amount: string, key?: string) =>
    call(
      m.app,
      auth,
      'POST',
      '/api/v2/withdraw/apply',
      { asset, amount },
      key ? { 'idempotency-key': key } : {},
    );
  const applied = async (auth: string, asset: string, amount: string, key?: string) => {
    const body = await apply(auth, asset, amount, key);
    expect(body.code, body.msg).toBe(1);
    return body.data as WithdrawalJson;
  };
  const callback = (auth: string, id: string, txHash: string) =>
    call(m.app, auth, 'POST', '/api/v2/withdraw/callback', { id, txHash });
  const balance = async (auth: string, asset: string) => {
    const data = (await call(m.app, auth, 'GET', '/api/v2/user/wallet')).data as {
      balances: { asset: string; available: string; pendingWithdrawal: string }[];
    };
    const b = data.balances.find((x) => x.asset === asset);
    return { available: b?.available, pending: b?.pendingWithdrawal };
  };
  const expectRefusal = (body: { code: number; msg: string }, name: ErrorName) =>
    expect(body.code, body.msg).toBe(ERRORS[name].code);

  it('signs a voucher for the amount less 1%, moves the amount to pending, and completes by callback', async () => {
    const treasury = await systemBalance(db, 'treasury', 'X');
    const w = await applied(aliceAuth, 'X', '100');
    expect(w).toMatchObject({
      asset: 'X',
      amount: '100',
      fee: '1',
      netAmount: '99',
      status: 'pending',
      vault: m.deployment.vault,
      chainId: 31337,
      voucher: {
        user: alice.address,
        token: m.tokens.X,
        amount: units('99').toString(),
        nonce: w.id,
      },
    });
    const ttl = w.voucher.deadline - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThan(23.9 * 3600);
    expect(await balance(aliceAuth, 'X')).toEqual({ available: '900', pending: '100' });
    const pending = (await call(m.app, aliceAuth, 'GET', '/api/v2/withdraw/pending')).data as {
      items: WithdrawalJson[];
    };
    expect(pending.items.map((x) => x.id)).toContain(w.id);

    const onChain = await tokenBalance(m.tokens.X, alice.address);
    const hash = await claimVoucher(alice, w);
    expect(await tokenBalance(m.tokens.X, alice.address)).toBe(onChain + units('99'));
    const done = await callback(aliceAuth, w.id, hash);
    expect(done.data).toMatchObject({ status: 'completed', withdrawal: { status: 'completed' } });
    expect(await balance(aliceAuth, 'X')).toEqual({ available: '900', pending: '0' });
    expect(await systemBalance(db, 'treasury', 'X')).toBe(treasury + units('1'));
    // The watcher sees the same Claimed event and does nothing more; nor does a repeat.
    expect((await m.app.watcher.tick()).claims).toBe(0);
    expect((await callback(aliceAuth, w.id, hash)).data).toMatchObject({ status: 'completed' });
    expect(await systemBalance(db, 'treasury', 'X')).toBe(treasury + units('1'));
  });

  it('completes a claimed voucher with no callback: the watcher sees Claimed', async () => {
    const w = await applied(aliceAuth, 'X', '50');
    await claimVoucher(alice, w);
    expect((await m.app.watcher.tick()).claims).toBe(1);
    const [row] = await db.query<{ status: string }>(
      'SELECT status FROM withdrawals WHERE id = $1',
      [w.id],
    );
    expect(row?.status).toBe('completed');
    expect(await balance(aliceAuth, 'X')).toEqual({ available: '850', pending: '0' });
  });

  it('refuses an amount below the minimum, an invalid amount and an overdraft', async () => {
    const below = await apply(aliceAuth, 'X', '9.99');
    expectRefusal(below, 'withdrawBelowMinimum');
    expect(below.msg).toBe('Withdrawal amount cannot be less than 10 X');
    expectRefusal(await apply(aliceAuth, 'X', '0'), 'invalidAmount');
    expectRefusal(await apply(aliceAuth, 'X', `10.${'0'.repeat(18)}1`), 'invalidAmount');
    expectRefusal(await apply(aliceAuth, 'X', '1e2'), 'invalidRequest');
    expectRefusal(await apply(aliceAuth, 'X', '100000'), 'insufficientBalance');
    expectRefusal(await apply(bobAuth, 'USDD', '10'), 'insufficientBalance');
    expect(await balance(aliceAuth, 'X')).toEqual({ available: '850', pending: '0' });
  });

  it("refuses an unknown or someone else's withdrawal, and a transaction that is not its claim", async () => {
    const w = await applied(aliceAuth, 'X', '10');
    const hash = `0x${'ab'.repeat(32)}`;
    expectRefusal(await callback(aliceAuth, '999999999', hash), 'withdrawalNotFound');
    expectRefusal(await callback(bobAuth, w.id, hash), 'withdrawalNotFound');
    expectRefusal(await callback(aliceAuth, w.id, hash), 'txNotFound');
    const transfer = await sendToken(alice, m.tokens.X, bob.address, 1n);
    expectRefusal(await callback(aliceAuth, w.id, transfer), 'claimNotFound');
    // Another withdrawal's claim does not complete this one.
    const other = await applied(aliceAuth, 'X', '11');
    const otherClaim = await claimVoucher(alice, other);
    expectRefusal(await callback(aliceAuth, w.id, otherClaim), 'claimNotFound');
    expect((await callback(aliceAuth, other.id, otherClaim)).code).toBe(1);
    // A claim that reverts (nonce already used) is a failed transaction.
    const { walletClient, publicClient } = clients(alice);
    const replay = await walletClient.writeContract({
      address: other.vault,
      abi: vaultAbi,
      functionName: 'claim',
      args: [
        {
          user: other.voucher.user,
          token: other.voucher.token,
          amount: BigInt(other.voucher.amount),
          nonce: BigInt(other.voucher.nonce),
          deadline: BigInt(other.voucher.deadline),
        },
        other.signature,
      ],
      gas: 200_000n,
    });
    expect((await publicClient.waitForTransactionReceipt({ hash: replay })).status).toBe(
      'reverted',
    );
    expectRefusal(await callback(aliceAuth, w.id, replay), 'txFailed');
    await callback(aliceAuth, w.id, await claimVoucher(alice, w));
  });

  it('returns the same withdrawal for a replayed Idempotency-Key, and refuses the key for another request', async () => {
    const before = await balance(aliceAuth, 'X');
    const first = await applied(aliceAuth, 'X', '20', 'withdraw-20-once');
    const again = await applied(aliceAuth, 'X', '20', 'withdraw-20-once');
    expect(again.id).toBe(first.id);
    expect(again.signature).toBe(first.signature);
    expect(Number((await balance(aliceAuth, 'X')).available)).toBe(Number(before.available) - 20);
    expectRefusal(await apply(aliceAuth, 'X', '21', 'withdraw-20-once'), 'idempotencyConflict');
    // Another user's identical key is another operation.
    expectRefusal(await apply(bobAuth, 'X', '20', 'withdraw-20-once'), 'insufficientBalance');
    await callback(aliceAuth, first.id, await claimVoucher(alice, first));
  });

  it('lets 100 parallel applies against one balance never overdraw it', async () => {
    await sendToken(bob, m.tokens.USDD, m.deployment.vault, units('555'));
    await m.app.watcher.tick();
    expect(await balance(bobAuth, 'USDD')).toEqual({ available: '555', pending: '0' });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => apply(bobAuth, 'USDD', '10')),
    );
    const ok = results.filter((r) => r.code === 1);
    expect(ok).toHaveLength(55);
    for (const r of results) if (r.code !== 1) expectRefusal(r, 'insufficientBalance');
    expect(new Set(ok.map((r) => (r.data as WithdrawalJson).voucher.nonce)).size).toBe(55);
    expect(await balance(bobAuth, 'USDD')).toEqual({ available: '5', pending: '550' });
  });

  it('refunds an unclaimed voucher once its deadline is behind the watcher, exactly once', async () => {
    const w = await applied(aliceAuth, 'X', '30');
    const before = await balance(aliceAuth, 'X');
    const pendingIds = async () =>
      (
        (await call(m.app, aliceAuth, 'GET', '/api/v2/withdraw/pending')).data as {
          items: WithdrawalJson[];
        }
      ).items.map((x) => x.id);
    // The job runner's voucher sweep, after the watcher has read the chain.
    const runJobs = async () => {
      await m.app.watcher.tick();
      return (await m.app.jobs.tick()).swept['voucher-expiry'];
    };
    // Not yet: the deadline is a day away in chain time.
    await runJobs();
    expect(await pendingIds()).toContain(w.id);
    const { testClient } = clients(alice);
    await testClient.increaseTime({ seconds: 25 * 3600 });
    await testClient.mine({ blocks: 1 });
    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    const after = await balance(aliceAuth, 'X');
    expect(Number(after.available)).toBe(Number(before.available) + 30);
    expect(await runJobs()).toBe(0);
    expect(await balance(aliceAuth, 'X')).toEqual(after);
    expectRefusal(await callback(aliceAuth, w.id, `0x${'ab'.repeat(32)}`), 'withdrawalRefunded');
    // The Vault refuses the expired voucher: the refund cannot be paid twice.
    await expect(claimVoucher(alice, w)).rejects.toThrow(/VoucherExpired/);
    expect(await pendingIds()).not.toContain(w.id);
  });

  it('never refunds by server time a voucher whose claim the watcher has not read yet', async () => {
    const w = await applied(aliceAuth, 'X', '12');
    const before = await balance(aliceAuth, 'X');
    const claimed = await claimVoucher(alice, w);
    // Chain time passes the deadline in a later block; the watcher has read neither block.
    const { testClient } = clients(alice);
    await testClient.increaseTime({ seconds: 25 * 3600 });
    await testClient.mine({ blocks: 1 });
    // However late the server's clock, the sweep decides by the watcher's chain time.
    const farFuture = new Date(Date.now() + 400 * 86_400_000);
    expect(await voucherExpiry(m.app.money).run(farFuture)).toBe(0);
    expect(await balance(aliceAuth, 'X')).toEqual(before);
    // The watcher reads the claim first: completed, and nothing is left to refund.
    await m.app.watcher.tick();
    expect(await voucherExpiry(m.app.money).run(farFuture)).toBe(0);
    expect(await balance(aliceAuth, 'X')).toEqual({
      available: before.available,
      pending: String(Number(before.pending) - 12),
    });
    const late = await callback(aliceAuth, w.id, claimed);
    expect(late.code, late.msg).toBe(1);
    expect((late.data as { status: string }).status).toBe('completed');
  });

  it('signs with the configured withdrawal signer, whose key never leaves the server', async () => {
    const w = await applied(aliceAuth, 'X', '10');
    const res = await m.app.inject({
      method: 'GET',
      url: '/api/v2/user/wallet',
      headers: { authorization: aliceAuth },
    });
    expect(res.body).not.toContain(TEST_SIGNER_KEY.slice(2));
    const signer = await clients(alice).publicClient.readContract({
      address: m.deployment.vault,
      abi: vaultAbi,
      functionName: 'signer',
    });
    expect(signer).toBe(privateKeyToAccount(TEST_SIGNER_KEY).address);
    await callback(aliceAuth, w.id, await claimVoucher(alice, w));
  });
});
