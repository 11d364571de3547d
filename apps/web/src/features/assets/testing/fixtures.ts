/**
 * Test fixtures of the asset screens: the API as a real local HTTP server with a small
 * in-memory ledger (scripted per test), and a scripted EIP-1193 wallet for the chain
 * (chain-wallet.ts; the real chain is exercised by the browser tests in e2e/).
 */

import { formatAmount, parseAmount } from '@xbond/shared/amount';
import type { DepositOrder } from '@xbond/shared/api/deposit';
import type { FinancialDetail, RecordEntry } from '@xbond/shared/api/records';
import type { WalletInfo } from '@xbond/shared/api/user';
import type { Withdrawal } from '@xbond/shared/api/withdrawal';
import type { Asset } from '@xbond/shared/assets';
import { ALICE, freshApiPage } from '@/testing/api-page';
import {
  fail,
  ok,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '@/testing/api-server';
import { SYSTEM_INFO } from '@/testing/session';
import { sheetStore } from '../components/sheet-store';
import { operationStore } from '../flows/operation-store';
import { resetResume } from '../flows/resume';
import { flowTiming } from '../flows/run';
import { TOKENS, VAULT } from './chain-wallet';

export { ALICE, requestsTo } from '@/testing/api-page';
export { chainWallet, receipt, TOKENS, TX, VAULT } from './chain-wallet';

/** What the fake API holds for the signed-in user. */
export interface FakeLedger {
  balances: Record<string, { available: string; pendingWithdrawal: string }>;
  pendingDeposits: DepositOrder[];
  pendingWithdrawals: Withdrawal[];
  records: RecordEntry[];
  /** Answers of POST /recharge/callback, in turn; then 'credited'. */
  depositCallbacks: ('confirming' | 'credited')[];
  withdrawCallbacks: ('confirming' | 'completed')[];
  /** Overrides of a route, in turn (errors, delays). */
  overrides: Record<string, Reply[]>;
}

export const ledger: FakeLedger = {
  balances: {},
  pendingDeposits: [],
  pendingWithdrawals: [],
  records: [],
  depositCallbacks: [],
  withdrawCallbacks: [],
  overrides: {},
};

export function resetLedger(): void {
  ledger.balances = {
    X: { available: '100', pendingWithdrawal: '0' },
    USDD: { available: '0', pendingWithdrawal: '0' },
    TNB: { available: '50', pendingWithdrawal: '0' },
  };
  ledger.pendingDeposits = [];
  ledger.pendingWithdrawals = [];
  ledger.records = [];
  ledger.depositCallbacks = [];
  ledger.withdrawCallbacks = [];
  ledger.overrides = {};
  orders.clear();
}

export function walletInfo(): WalletInfo {
  return {
    address: ALICE,
    inviteCode: 'ALICE123',
    referrer: null,
    operator: false,
    balances: TOKENS.map((t) => ({
      asset: t.asset,
      symbol: t.symbol,
      decimals: t.decimals,
      ...(ledger.balances[t.asset] ?? { available: '0', pendingWithdrawal: '0' }),
    })),
    pendingDeposits: ledger.pendingDeposits,
    pendingWithdrawals: ledger.pendingWithdrawals,
  };
}

export function depositOrder(partial: Partial<DepositOrder> & { id: string; asset: Asset }) {
  const token = TOKENS.find((t) => t.asset === partial.asset) ?? TOKENS[0];
  return {
    amount: '1',
    contractAddress: token?.contractAddress ?? '',
    recipientAddress: VAULT,
    decimals: token?.decimals ?? 18,
    status: 'open',
    txHash: null,
    expiresAt: '2099-01-01T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...partial,
  } satisfies DepositOrder;
}

let withdrawalIds = 0;
export function withdrawal(asset: Asset, amount: string, fee: string, net: string): Withdrawal {
  withdrawalIds += 1;
  const token = TOKENS.find((t) => t.asset === asset);
  const decimals = token?.decimals ?? 18;
  return {
    id: String(withdrawalIds),
    asset,
    amount,
    fee,
    netAmount: net,
    status: 'pending',
    deadline: '2099-01-01T00:00:00.000Z',
    txHash: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    voucher: {
      user: ALICE,
      token: token?.contractAddress ?? '',
      amount: parseAmount(net, decimals).toString(),
      nonce: String(withdrawalIds),
      deadline: 4_070_908_800,
    },
    signature: `0x${'ab'.repeat(65)}`,
    vault: VAULT,
    chainId: 31337,
  };
}

export function record(n: number, partial: Partial<RecordEntry> = {}): RecordEntry {
  return {
    id: String(n),
    type: 'deposit',
    account: 'available',
    asset: 'X',
    amount: String(n),
    time: '2025-03-04T05:06:07.000Z',
    status: 'completed',
    ...partial,
  };
}

const orders = new Map<string, DepositOrder>();

const decimalsOf = (asset: Asset) => TOKENS.find((t) => t.asset === asset)?.decimals ?? 18;

/** Adds a signed decimal amount to a balance field, exactly. */
function add(asset: Asset, field: 'available' | 'pendingWithdrawal', amount: string) {
  const d = decimalsOf(asset);
  const row = ledger.balances[asset] ?? { available: '0', pendingWithdrawal: '0' };
  ledger.balances[asset] = row;
  const negative = amount.startsWith('-');
  const delta = parseAmount(negative ? amount.slice(1) : amount, d);
  row[field] = formatAmount(parseAmount(row[field], d) + (negative ? -delta : delta), d);
}

/** The fake API: wallet, tokens, system info, deposits, withdrawals, records. */
export function apiRoute(req: RecordedRequest): Reply {
  const path = req.url.split('?')[0] ?? '';
  const override = ledger.overrides[path]?.shift();
  if (override) return override;
  const body = (req.body ?? {}) as Record<string, string>;
  switch (path) {
    case '/api/v2/common/system_info':
      return ok(SYSTEM_INFO);
    case '/api/v2/common/token':
      return ok({ custodyAddress: VAULT, tokens: TOKENS });
    case '/api/v2/user/wallet':
      return ok(walletInfo());
    case '/api/v2/recharge/create': {
      const order = depositOrder({
        id: String(orders.size + 1),
        asset: body.asset as Asset,
        amount: body.amount,
      });
      orders.set(order.id, order);
      return ok(order);
    }
    case '/api/v2/recharge/callback': {
      const order =
        orders.get(body.id ?? '') ?? ledger.pendingDeposits.find((o) => o.id === body.id);
      if (!order) return fail(2010, 'Deposit order not found.');
      const status = ledger.depositCallbacks.shift() ?? 'credited';
      if (status === 'credited' && order.status !== 'credited') {
        add(order.asset, 'available', order.amount);
        order.status = 'credited';
        ledger.pendingDeposits = ledger.pendingDeposits.filter((o) => o.id !== order.id);
      }
      return ok({
        order: { ...order, status, txHash: body.txHash ?? null },
        status,
        confirmations: status === 'credited' ? 1 : 0,
        requiredConfirmations: 2,
      });
    }
    case '/api/v2/withdraw/apply': {
      const asset = body.asset as Asset;
      const amount = body.amount ?? '0';
      const d = decimalsOf(asset);
      const base = parseAmount(amount, d);
      const fee = (base + 99n) / 100n;
      const w = withdrawal(asset, amount, formatAmount(fee, d), formatAmount(base - fee, d));
      add(asset, 'available', `-${amount}`);
      add(asset, 'pendingWithdrawal', amount);
      ledger.pendingWithdrawals = [w];
      return ok(w);
    }
    case '/api/v2/withdraw/callback': {
      const status = ledger.withdrawCallbacks.shift() ?? 'completed';
      const w = ledger.pendingWithdrawals.find((p) => p.id === body.id);
      if (!w) return fail(2020, 'Withdrawal not found.');
      if (status === 'completed') {
        add(w.asset, 'pendingWithdrawal', `-${w.amount}`);
        ledger.pendingWithdrawals = ledger.pendingWithdrawals.filter((p) => p.id !== w.id);
      }
      return ok({
        withdrawal: { ...w, status: status === 'completed' ? 'completed' : 'pending' },
        status,
        confirmations: 1,
        requiredConfirmations: 1,
      });
    }
    case '/api/v2/user/financial_detail': {
      const q = new URL(req.url, 'http://x').searchParams;
      const page = Number(q.get('page') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 20);
      const items = ledger.records.filter(
        (r) =>
          (!q.get('asset') || r.asset === q.get('asset')) &&
          (!q.get('type') || r.type === q.get('type')),
      );
      const data: FinancialDetail = {
        items: items.slice((page - 1) * pageSize, page * pageSize),
        total: items.length,
        page,
        pageSize,
      };
      return ok(data);
    }
    default:
      return { status: 404, text: 'no route' };
  }
}

/** A fresh page: stores, caches, storage, the API client on `server`, signed in as Alice. */
export function freshPage(server: TestApiServer, signedIn = true): void {
  resetLedger();
  resetResume();
  operationStore.set({ current: null });
  sheetStore.set({ form: null });
  flowTiming.callbackPollMs = 5;
  flowTiming.receiptPollMs = 5;
  freshApiPage(server, { signedIn });
}
