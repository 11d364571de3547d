// Two API instances on one database (PGlite: two apps on the one embedded database; PostgreSQL:
// two apps on two pools, as two processes of a deployment): a pause and a setting change made
// through one are in force on the other within moments, by the NOTIFY of their commit.
import { deployAll } from '@xbond/contracts/deploy';
import { ERRORS } from '@xbond/shared/errors';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { manualClock } from '../helpers/clock';
import { databases } from '../helpers/databases';
import { eventually } from '../helpers/eventually';
import { call, createMoneyApp, type MoneyApp, TEST_SIGNER_KEY } from '../helpers/money';
import { operatorApi } from '../helpers/operator';
import { alice, fileChain, operator } from '../helpers/trading';

const chain = fileChain();
const START = '2026-11-23T10:30:00Z';
const HOUR = 3_600_000;

describe.each(databases())('the operator’s changes reach another instance on $name', (database) => {
  const clock = manualClock(START);
  let close: () => Promise<void>;
  let second: Db | null = null;
  let a: MoneyApp;
  let b: MoneyApp;
  let user: string;

  beforeAll(async () => {
    const opened = await database.open();
    close = opened.close;
    second = opened.another ? await opened.another() : null;
    const deployment = await deployAll({
      rpcUrl: chain().rpcUrl,
      deployer: operator,
      signerAddress: privateKeyToAccount(TEST_SIGNER_KEY).address,
      fundAccounts: [alice.address],
    });
    // Every instance needs the same invitation code (each would otherwise generate its own).
    const env = { ADMIN_ADDRESSES: operator.address, GENESIS_INVITE_CODE: 'TWOAPPS2026' };
    const options = { clock, rpcUrl: chain().rpcUrl };
    a = await createMoneyApp(opened.db, operator, env, deployment, options);
    b = await createMoneyApp(second ?? opened.db, operator, env, deployment, options);
    user = await a.login(alice);
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await second?.close();
    await close?.();
  });

  /** What instance `m` answers a signed-in user. */
  const onInstance = (m: MoneyApp, method: 'GET' | 'POST', url: string) =>
    call(m.app, user, method, url);

  it('a pause made on one instance refuses the action on the other; a resume reopens it', async () => {
    const before = await onInstance(b, 'POST', '/api/v2/turbo/activate');
    expect(before.code).not.toBe(ERRORS.turboPaused.code);
    const op = await operatorApi(a);
    expect((await op.pause('turbo', true)).code).toBe(1);
    await eventually(async () => {
      const answer = await onInstance(b, 'GET', '/api/v2/common/switches');
      expect(answer.data).toEqual({ paused: ['turbo'] });
      expect((await onInstance(b, 'POST', '/api/v2/turbo/activate')).code).toBe(
        ERRORS.turboPaused.code,
      );
    });
    expect((await op.pause('turbo', false)).code).toBe(1);
    await eventually(async () => {
      const answer = await onInstance(b, 'POST', '/api/v2/turbo/activate');
      expect(answer.code).not.toBe(ERRORS.turboPaused.code);
    });
  });

  it('a setting changed on one instance is in force on the other, now or at its instant', async () => {
    const fee = async (m: MoneyApp) => {
      const info = await onInstance(m, 'GET', '/api/v2/turbo/info');
      return (info.data as { activationFee: string }).activationFee;
    };
    expect(await fee(b)).toBe('5');
    const op = await operatorApi(a);
    expect((await op.settings({ TURBO_ACTIVATION_FEE: '7' }, 'now')).code).toBe(1);
    await eventually(async () => expect(await fee(b)).toBe('7'));
    // Scheduled for 11:00: both instances keep 7 until then, and both change at that instant.
    expect((await op.settings({ TURBO_ACTIVATION_FEE: '9' }, 'hour')).code).toBe(1);
    const admin = await operatorApi(b);
    await eventually(async () => {
      const versions = (await admin.get('/api/v2/admin/settings')).data as {
        versions: { changes: Record<string, string> }[];
      };
      expect(versions.versions[0]?.changes).toEqual({ TURBO_ACTIVATION_FEE: '9' });
    });
    expect(await fee(b)).toBe('7');
    clock.set(new Date(Date.parse(START) + HOUR).toISOString());
    expect(await fee(a)).toBe('9');
    expect(await fee(b)).toBe('9');
  });
});
