/** Trading from Node beside a browser test: API calls with a session, deposits, swaps, time. */
import type { Page } from 'playwright-core';
import { formatUnits, parseUnits } from 'viem';
import { expect } from 'vitest';
import { availableOf, tokenList, transferFrom, waitCredited } from './chain-actions';

/** Where the web app keeps the user store (features/session/store.ts): the page's token. */
const SESSION_KEY = 'xbond.session';

/** A figure as the screens show it: truncated to 6 fraction digits, thousands grouped. */
export function shown(v: string | bigint, unit: string): string {
  const exact = typeof v === 'bigint' ? formatUnits(v, 18) : v;
  const [whole = '0', fraction = ''] = exact.split('.');
  const cut = fraction.slice(0, 6).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${grouped}${cut ? `.${cut}` : ''}${unit}`;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A call with a session token, a fresh Idempotency-Key on every POST; the envelope's data. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
  if (body) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 1) throw new Error(`${method} ${path}: ${envelope.msg}`);
  return envelope.data;
}

/** The token of the session the page signed in with. */
export const pageToken = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token: string }).token,
    SESSION_KEY,
  );

/**
 * Deposits by a transfer from dev account `from.account` into the Vault, as a wallet would,
 * and waits for the credit to the session `from.token`.
 */
export async function depositFrom(
  baseUrl: string,
  rpcUrl: string,
  from: { token: string; account: number },
  asset: string,
  amount: string,
) {
  const list = await tokenList(baseUrl);
  const contract = list.tokens.find((t) => t.asset === asset)?.contractAddress;
  if (!contract) throw new Error(`no ${asset} token`);
  const before = await availableOf(baseUrl, from.token, asset);
  await transferFrom(rpcUrl, from.account, contract, list.custodyAddress, amount);
  await waitCredited(baseUrl, from.token, asset, formatUnits(before + parseUnits(amount, 18), 18));
}

/** Swaps `usdd` USDD to X at the quoted price through the API; returns the X received. */
export async function buyX(baseUrl: string, token: string, usdd: string): Promise<string> {
  const quote = await apiCall<{ amountOut: string }>(
    baseUrl,
    token,
    'GET',
    `/api/v2/swap/quote?from=USDD&to=X&amount=${usdd}`,
  );
  const swap = await apiCall<{ status: string; amountOut: string | null }>(
    baseUrl,
    token,
    'POST',
    '/api/v2/swap/exchange',
    { from: 'USDD', to: 'X', amount: usdd, quotedOut: quote.amountOut },
  );
  expect(swap.status).toBe('completed');
  return swap.amountOut ?? '0';
}

/** Moves the demo's clock to just after the next whole hour: a period no one traded in yet. */
export async function startOfNextHour(baseUrl: string, token: string) {
  const info = await apiCall<{ endsAt: string; serverTime: string }>(
    baseUrl,
    token,
    'GET',
    '/api/v2/prize/info?period=hour',
  );
  const seconds = Math.ceil((Date.parse(info.endsAt) - Date.parse(info.serverTime)) / 1000) + 5;
  const res = await fetch(`${baseUrl}/api/v2/dev/time`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  if (!res.ok) throw new Error(`moving demo time answered ${res.status}`);
}
