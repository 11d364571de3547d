import { randomUUID } from 'node:crypto';
import { send } from './http-client';

/** What one request of the load was, for the per-kind figures. */
export type Kind =
  | 'wallet'
  | 'records'
  | 'pledgeInfo'
  | 'swapQuote'
  | 'stake'
  | 'swap'
  | 'withdraw';

export interface Outcome {
  kind: Kind;
  ms: number;
  status: number;
  /** The envelope's code: 1 is success; UNREADABLE, no envelope; any other, a refusal or an error. */
  code: number;
}

/** The code of an answer whose body was not an envelope. */
export const UNREADABLE = -1;

/** A user's session against the API: each call is one timed request. */
export interface Session {
  base: string;
  token: string;
  record(outcome: Outcome): void;
}

async function call(
  s: Session,
  kind: Kind,
  path: string,
  body?: object,
): Promise<{ code: number; data: Record<string, string> }> {
  const started = performance.now();
  let status = 0;
  let envelope = { code: 0, data: {} as Record<string, string> };
  try {
    const res = await send(
      new URL(path, s.base),
      body ? 'POST' : 'GET',
      {
        authorization: `Bearer ${s.token}`,
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
      },
      body ? JSON.stringify(body) : undefined,
    );
    status = res.status;
    envelope = JSON.parse(res.text) as typeof envelope;
  } catch {
    // Status 0: the connection failed. UNREADABLE: the answer was not an envelope (a cut or empty
    // body). Both are counted with the server's errors.
    envelope.code = UNREADABLE;
  }
  s.record({ kind, ms: performance.now() - started, status, code: envelope.code });
  return envelope;
}

const swapPair = () =>
  Math.random() < 0.5
    ? { from: 'USDD', to: 'X', amount: '1' }
    : { from: 'X', to: 'USDD', amount: '1' };

/** One swap as the web app makes it: a quote, then the exchange at that quote. */
async function swap(s: Session) {
  const pair = swapPair();
  const quote = await call(s, 'swapQuote', `/api/v2/swap/quote?${new URLSearchParams(pair)}`);
  if (quote.code !== 1) return;
  await call(s, 'swap', '/api/v2/swap/exchange', { ...pair, quotedOut: quote.data.amountOut });
}

/** The mix, by weight out of 100: mostly reads, then stakes, swaps and withdrawals. */
const MIX: [number, (s: Session) => Promise<unknown>][] = [
  [20, (s) => call(s, 'wallet', '/api/v2/user/wallet')],
  [15, (s) => call(s, 'records', '/api/v2/user/financial_detail?page=1&pageSize=20')],
  [15, (s) => call(s, 'pledgeInfo', '/api/v2/pledge/info')],
  [15, (s) => call(s, 'swapQuote', `/api/v2/swap/quote?${new URLSearchParams(swapPair())}`)],
  [12, (s) => call(s, 'stake', '/api/v2/pledge/current/stake', { amount: '10' })],
  [13, swap],
  [10, (s) => call(s, 'withdraw', '/api/v2/withdraw/apply', { asset: 'USDD', amount: '10' })],
];

/** One step of a user's loop, picked at random by the mix's weights. */
export function step(s: Session): Promise<unknown> {
  let pick = Math.random() * 100;
  for (const [weight, action] of MIX) {
    pick -= weight;
    if (pick < 0) return action(s);
  }
  return MIX[0]?.[1](s) ?? Promise.resolve();
}
