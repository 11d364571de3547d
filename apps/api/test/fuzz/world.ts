// The fuzzer's world: the real app on its own chain and database, signed-in users with money,
// the rows their requests create (whose ids other users then send), and the ledger's state.
import { loginRoute } from '@xbond/shared/api/session';
import type { LocalAccount } from 'viem';
import type { TestDatabase } from '../helpers/databases';
import { transfer } from '../helpers/product';
import { account, signedLogin } from '../helpers/siwe';
import { alice, bob, carol, dave, type TradingApp, trader, tradingApp } from '../helpers/trading';
import type { Dice } from './dice';
import type { Operation } from './operations';
import type { FuzzRequest } from './requests';
import { STRING_EDGES, toJson, type ValueSource } from './values';

/** The table and field of the row a route acts on: another user's row must never be. */
export const ID_FIELDS: Readonly<Record<string, { table: string; field: string }>> = {
  '/api/v2/pledge/regular/claim': { table: 'fixed_orders', field: 'orderId' },
  '/api/v2/pledge/repledge': { table: 'fixed_orders', field: 'orderId' },
  '/api/v2/insurance/quote': { table: 'fixed_orders', field: 'orderId' },
  '/api/v2/insurance/buy': { table: 'fixed_orders', field: 'orderId' },
  '/api/v2/insurance/detail': { table: 'insurance_policies', field: 'id' },
  '/api/v2/bond/claim': { table: 'bond_orders', field: 'orderId' },
  '/api/v2/flowbond/claim': { table: 'flow_bonds', field: 'orderId' },
  '/api/v2/flowbond/redeem': { table: 'flow_bonds', field: 'orderId' },
  '/api/v2/swap/cancel': { table: 'swaps', field: 'id' },
  '/api/v2/prize/claim': { table: 'prizes', field: 'id' },
  '/api/v2/recharge/callback': { table: 'deposit_orders', field: 'id' },
  '/api/v2/withdraw/callback': { table: 'withdrawals', field: 'id' },
};

/** JSON-RPC methods for the chain proxy: some it forwards, some it must keep from the node. */
const CHAIN_METHODS = [
  'eth_blockNumber',
  'eth_chainId',
  'eth_getBalance',
  'eth_call',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
  'net_version',
  'eth_sendTransaction',
  'eth_accounts',
  'anvil_mine',
  'evm_increaseTime',
  'debug_traceTransaction',
];

export interface User {
  name: string;
  account: LocalAccount;
  auth: string;
  userId: string;
}

interface Row {
  id: string;
  owner: string;
}

/** The ledger as one row: every account's balance, and whether each asset sums to zero. */
export interface LedgerState {
  balances: string;
  conserved: boolean;
}

const LEDGER_STATE = `
  SELECT COALESCE(string_agg(id || '=' || balance, ',' ORDER BY id), '') AS balances,
    (SELECT COALESCE(bool_and(total = 0), true)
     FROM (SELECT SUM(balance) AS total FROM ledger_accounts GROUP BY asset) sums) AS conserved
  FROM ledger_accounts`;

export async function createWorld(chain: Parameters<typeof tradingApp>[0], database: TestDatabase) {
  // A treasury with little inventory, so swaps queue and bonds run out of capacity too.
  const t: TradingApp = await tradingApp(chain, database, {
    start: '2026-11-23T09:30:00Z',
    treasury: { X: '20000', USDD: '20000', TNB: '2000' },
    // The fuzzer signs its users in again after each logout it sends, all from one address.
    env: { RATE_LIMIT_LOGIN_PER_MIN: '100000', RATE_LIMIT_NONCE_PER_MIN: '100000' },
  });
  const users: User[] = [];
  for (const [name, account] of [
    ['alice', alice],
    ['bob', bob],
    ['carol', carol],
  ] as const) {
    await trader(t, account, { X: '30000', USDD: '20000', TNB: '20000' });
    await transfer(
      chain.rpcUrl,
      account,
      t.deployment.pairs.X_USDD.address,
      t.deployment.vault,
      '100',
    );
    await t.m.app.watcher.tick();
    users.push({
      name,
      account,
      auth: await t.m.login(account),
      userId: await userIdOf(t, account),
    });
  }
  // A session that was signed out: its token must open nothing.
  const revoked = await t.m.login(dave);
  await t.m.app.inject({
    method: 'POST',
    url: '/api/v2/login/logout',
    headers: { authorization: revoked },
  });

  const rows = new Map<string, Row[]>();
  let userRows: Row[] = [];
  let txHashes: string[] = [];
  /** Reads the ids of every table the routes name (cheap: the fuzzer makes few rows). */
  async function refreshIds() {
    for (const table of new Set(Object.values(ID_FIELDS).map((f) => f.table))) {
      rows.set(
        table,
        await t.db.query<Row>(`SELECT id::text, user_id::text AS owner FROM ${table}`),
      );
    }
    userRows = await t.db.query<Row>(`SELECT id::text, id::text AS owner FROM users`);
    const events = await t.db.query<{ hash: string }>(`SELECT tx_hash AS hash FROM chain_events`);
    txHashes = events.map((e) => e.hash);
  }
  const genesis = t.m.config.genesisInviteCode;

  return {
    t,
    users,
    revoked,
    refreshIds,
    /** Signs a user in again after the fuzzer signed them out. */
    async relogin(user: User) {
      user.auth = await t.m.login(user.account);
    },
    async ledger(): Promise<LedgerState> {
      const [row] = await t.db.query<LedgerState>(LEDGER_STATE);
      if (!row) throw new Error('no ledger state');
      return row;
    },
    /** What a request's values are drawn from: ids of real rows, anyone's, now and then. */
    values(dice: Dice, op: Operation): ValueSource {
      const named = ID_FIELDS[op.url];
      return {
        dice,
        addresses: [...users.map((u) => u.account.address), dave.address],
        txHashes,
        words: [...t.m.config.team.plans.map((p) => p.scheme), ...CHAIN_METHODS],
        id() {
          const pool = named ? (rows.get(named.table) ?? []) : userRows;
          return pool.length === 0 || dice.chance(0.15) ? null : dice.pick(pool).id;
        },
      };
    },
    /** Whether the request named another user's row where its route names the row it acts on. */
    namesForeignRow(url: string, input: unknown, user: User | null): boolean {
      const named = ID_FIELDS[url];
      if (!named || !user || typeof input !== 'object' || input === null) return false;
      const sent = [(input as Record<string, unknown>)[named.field]].flat().map(String);
      const owners = rows.get(named.table) ?? [];
      return owners.some((r) => sent.includes(r.id) && r.owner !== user.userId);
    },
    /**
     * A sign-in with a real signature (which no schema can generate) by one of a few signers,
     * with a good, odd or hostile invite code, and now and then a field changed after signing.
     */
    async signedLogin(dice: Dice): Promise<FuzzRequest> {
      // Dev accounts 5-19: nobody on this test's own chain, registered by the fuzzer itself.
      const signer = account(5 + dice.int(15));
      const code = dice.pick([genesis, genesis.toLowerCase(), ` ${genesis} `, 'NOPE2345', null]);
      const odd = STRING_EDGES.filter((x) => x.length <= 32);
      const inviteCode = dice.chance(0.6) ? code : dice.pick(odd);
      const body: Record<string, unknown> = {
        ...(await signedLogin(t.m.app, signer)),
        invite_code: inviteCode,
      };
      const tamper = dice.pick(['none', 'none', 'none', 'address', 'message', 'signature']);
      if (tamper === 'address') body.address = dice.pick(users).account.address;
      if (tamper === 'message') body.message = `${String(body.message)}\nResources:\n- x`;
      if (tamper === 'signature') body.signature = `${String(body.signature).slice(0, -2)}00`;
      return {
        kind: 'signedLogin',
        method: 'POST',
        url: loginRoute.url,
        headers: { 'content-type': 'application/json' },
        payload: toJson(body),
        input: { invite_code: inviteCode, tamper },
      };
    },
    close: () => t.close(),
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;

async function userIdOf(t: TradingApp, account: LocalAccount): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(`SELECT id::text FROM users WHERE address = $1`, [
    account.address.toLowerCase(),
  ]);
  if (!row) throw new Error(`${account.address} is not registered`);
  return row.id;
}
