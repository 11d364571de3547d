/** A ledger operation as its callers describe it: postings, the request, the outcome. */
import type { Asset } from '@xbond/shared/assets';
import type { AccountRef } from './accounts';

/** One side of a movement: a signed amount in base units on one account. */
export interface Posting {
  account: AccountRef;
  amount: bigint;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface OperationInput {
  /** Unique per business operation: a replay with the same key returns the first result. */
  key: string;
  type: string;
  userId?: string | null;
  /** What the request asked for; a replay of the key must ask for the same. */
  params?: { [key: string]: Json };
  status?: string;
  postings: Posting[];
  /** The stored result when it is known up front (saves a statement). */
  result?: Json;
}

export interface OperationOutcome {
  id: string;
  /** True when the key had already been used: nothing was posted this time. */
  replayed: boolean;
  result: Json;
  status: string;
}

/** Sums of a posting set per asset; every sum must be zero. */
export function assertBalanced(postings: readonly Posting[]): void {
  const sums = new Map<Asset, bigint>();
  for (const p of postings) sums.set(p.account.asset, (sums.get(p.account.asset) ?? 0n) + p.amount);
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new Error(`Unbalanced postings: ${asset} sums to ${sum}`);
  }
}
