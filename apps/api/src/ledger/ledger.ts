import { type Bind, binder, type Db, type Queryable, type TransactionOptions } from '../db/db';
import { AppError } from '../errors';
import { findOrCreateAccounts } from './account-ids';
import { type AccountRef, accountKeyText } from './accounts';
import {
  compareIds,
  executeStatement,
  INSUFFICIENT,
  type Move,
  moveParams,
  operationParams,
  POST_EACH,
} from './moves';
import {
  assertBalanced,
  type Json,
  type OperationInput,
  type OperationOutcome,
  type Posting,
} from './operation';

export type { Json, OperationInput, OperationOutcome, Posting } from './operation';

/**
 * Account ids kept at most: a day's settlement touches every user's accounts, so a cache of them
 * all would grow with the users; the oldest leave first (a Map keeps insertion order).
 */
const CACHED_IDS = 100_000;

/** PostgreSQL's deadlock_detected: the transaction was rolled back and may simply be retried. */
const DEADLOCK = '40P01';

/**
 * The double-entry ledger over the Db interface (docs/ledger.md). Every business operation is
 * one `transaction` holding its idempotency key and its postings; a posting is a conditional
 * UPDATE, so no non-external balance can go below zero even under concurrency.
 */
export class Ledger {
  /** Account ids by key: rows are never deleted, so committed ids stay valid. */
  private readonly ids = new Map<string, string>();

  /**
   * `committed` is called after each commit that changed users' accounts or records (the
   * wallet read model's invalidation: docs/caching.md), before `transaction` resolves.
   */
  constructor(
    readonly db: Db,
    private readonly committed: (userIds: ReadonlySet<string>) => void = () => {},
  ) {}

  transaction<T>(fn: (tx: LedgerTx) => Promise<T>, options?: TransactionOptions): Promise<T> {
    return this.attempt(fn, (run) => this.db.transaction(run, options));
  }

  /**
   * `transaction` for work that writes in one statement (`LedgerTx.execute` or `executeWith`):
   * a statement is atomic on its own, so it runs without BEGIN and COMMIT, two round trips
   * fewer. What runs before it (creating missing accounts, at zero) or after (reading a
   * replay's operation) commits apart and moves no balance.
   */
  single<T>(fn: (tx: LedgerTx) => Promise<T>): Promise<T> {
    return this.attempt(fn, (run) => run(this.db));
  }

  /** Runs `fn` through `open` (with or without a transaction), then announces what it changed. */
  private async attempt<T>(
    fn: (tx: LedgerTx) => Promise<T>,
    open: (run: (q: Queryable) => Promise<T>) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const fresh = new Map<string, string>();
      const touched = new Set<string>();
      try {
        const result = await open((q) => fn(new LedgerTx(q, this.ids, fresh, touched)));
        for (const [key, id] of fresh) this.ids.set(key, id);
        for (const key of this.ids.keys()) {
          if (this.ids.size <= CACHED_IDS) break;
          this.ids.delete(key);
        }
        if (touched.size > 0) this.committed(touched);
        return result;
      } catch (error) {
        // Accounts are locked in id order, so this is a last resort, not a normal path.
        if ((error as { code?: unknown }).code === DEADLOCK && attempt < 3) continue;
        throw error;
      }
    }
  }

  /** One operation, in one statement. */
  execute(op: OperationInput): Promise<OperationOutcome> {
    return this.single((tx) => tx.execute(op));
  }
}

/** A ledger transaction: the operations and postings of one database transaction. */
export class LedgerTx {
  constructor(
    readonly q: Queryable,
    private readonly cached: ReadonlyMap<string, string>,
    private readonly fresh: Map<string, string>,
    private readonly touched: Set<string> = new Set(),
  ) {}

  /**
   * Marks a user whose wallet this transaction changes without a posting (an order or a
   * withdrawal row): the ledger announces it after the commit. Postings mark their users.
   */
  touch(userId: string): void {
    this.touched.add(userId);
  }

  /** The ids of these accounts, creating the missing ones (balance 0). */
  async accountIds(refs: readonly AccountRef[]): Promise<string[]> {
    const known = (ref: AccountRef) => {
      const key = accountKeyText(ref);
      return this.cached.get(key) ?? this.fresh.get(key);
    };
    const missing = new Map(refs.filter((r) => !known(r)).map((r) => [accountKeyText(r), r]));
    if (missing.size > 0) {
      for (const [key, id] of await findOrCreateAccounts(this.q, [...missing.values()]))
        this.fresh.set(key, id);
    }
    return refs.map((ref) => {
      const id = known(ref);
      if (!id) throw new Error(`ledger account ${accountKeyText(ref)} could not be created`);
      return id;
    });
  }

  /**
   * Starts an operation under its idempotency key. When the key exists (a replay, or a
   * concurrent twin that committed first), returns the stored operation instead; the same key
   * with another type, user or params is refused.
   */
  async begin(op: Omit<OperationInput, 'postings'>): Promise<OperationOutcome> {
    const status = op.status ?? 'completed';
    const inserted = await this.q.query<{ id: string }>(
      `INSERT INTO ledger_operations (idempotency_key, type, user_id, status, params, result)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      operationParams(op),
    );
    const row = inserted[0];
    if (row) return { id: String(row.id), replayed: false, result: op.result ?? null, status };
    return this.replay(op);
  }

  /** The stored operation of a key that was used before, if it was used for the same request. */
  private async replay(op: Omit<OperationInput, 'postings'>): Promise<OperationOutcome> {
    const [stored] = await this.q.query<{
      id: string;
      same: boolean;
      result: Json;
      status: string;
    }>(
      `SELECT id, result, status,
         (type = $2 AND user_id IS NOT DISTINCT FROM $3::bigint AND params = $4::jsonb) AS same
       FROM ledger_operations WHERE idempotency_key = $1`,
      [op.key, op.type, op.userId ?? null, JSON.stringify(op.params ?? {})],
    );
    if (!stored) throw new Error(`operation ${op.key} conflicted but cannot be read`);
    if (!stored.same) throw new AppError('idempotencyConflict');
    return { id: String(stored.id), replayed: true, result: stored.result, status: stored.status };
  }

  /**
   * Posts a balanced set of postings of an operation started with `begin`: each balance moves
   * only if it stays >= 0 (external excepted), and the postings are inserted, in one statement.
   * A balance that would go negative answers insufficientBalance and the caller's transaction
   * rolls back.
   */
  async post(operationId: string, postings: readonly Posting[]): Promise<void> {
    const moves = await this.moves(postings);
    if (moves.length === 0) return;
    await this.run(moves, 'SELECT ledger_post($1, $2::bigint[], $3::numeric[])', [
      operationId,
      ...moveParams(moves),
    ]);
  }

  /**
   * Posts the postings of several operations started with `begin`, each set balanced on its
   * own, in one statement: each account moves by its sum only if it stays >= 0 (external
   * excepted), in id order, and every posting is inserted as `post` would insert it. Why: a fill
   * pass posts many swaps under the trading lock, which every fill waits for.
   */
  async postEach(entries: readonly { operationId: string; postings: readonly Posting[] }[]) {
    await this.accountIds(entries.flatMap((e) => e.postings.map((p) => p.account)));
    const each: { operationId: string; moves: Move[] }[] = [];
    for (const e of entries)
      each.push({ operationId: e.operationId, moves: await this.moves(e.postings) });
    const all = each.flatMap((e) => e.moves);
    const sums = new Map<string, Move>();
    for (const m of all) {
      const sum = sums.get(m.id);
      if (sum) sum.amount += m.amount;
      else sums.set(m.id, { ...m });
    }
    const moves = [...sums.values()].sort((a, b) => compareIds(a.id, b.id));
    const [row] = await this.q.query<{ short: string | null }>(POST_EACH, [
      ...moveParams(moves),
      each.flatMap((e) => e.moves.map(() => e.operationId)),
      ...moveParams(all),
    ]);
    if (!row?.short) return;
    const short = moves.find((m) => m.id === String(row.short));
    throw new AppError('insufficientBalance', short ? [short.account.asset] : []);
  }

  /**
   * A whole operation whose postings and result are known up front, in one statement: the
   * operation row (unless its key exists: then nothing moves and the stored one is returned),
   * the balance updates and the postings. One round trip is what keeps the ledger near the
   * speed of a plain single-row update (bench/src/ledger.ts).
   */
  async execute(op: OperationInput): Promise<OperationOutcome> {
    return (await this.executeWith(op, () => [])).outcome;
  }

  /**
   * `execute` with, in the same statement, what the operation writes besides its postings
   * (a swap, an event...): `writes(bind)` answers statements that read its id from `op`, written
   * only when there is one (`FROM op WHERE op.id IS NOT NULL`; a replay writes nothing). The
   * first ends with RETURNING; its row comes back. `last`: the transaction's last write, which
   * commits it (`Queryable.queryLast`); a replay's operation is read after the commit.
   */
  async executeWith<T extends object>(
    op: OperationInput,
    writes: (bind: Bind) => readonly string[],
    last = false,
  ): Promise<{ outcome: OperationOutcome; row: T | null }> {
    const moves = await this.moves(op.postings);
    const params = [...operationParams(op), ...moveParams(moves)];
    const sql = executeStatement(writes(binder(params)));
    const [found] = await this.run<{ operation_id: string | null }>(moves, sql, params, last);
    if (!found?.operation_id) return { outcome: await this.replay(op), row: null };
    const { operation_id, ...row } = found;
    const status = op.status ?? 'completed';
    const outcome = {
      id: String(operation_id),
      replayed: false,
      result: op.result ?? null,
      status,
    };
    return { outcome, row: row as T };
  }

  /** Runs a posting statement; an account that would go below zero is insufficientBalance. */
  private async run<T extends object>(
    moves: readonly Move[],
    sql: string,
    params: unknown[],
    last = false,
  ) {
    try {
      return await (last ? this.q.queryLast<T>(sql, params) : this.q.query<T>(sql, params));
    } catch (error) {
      if ((error as { code?: unknown }).code !== INSUFFICIENT) throw error;
      const id = /ledger account (\d+)/.exec((error as Error).message)?.[1];
      const short = moves.find((m) => m.id === id);
      throw new AppError('insufficientBalance', short ? [short.account.asset] : []);
    }
  }

  /** Postings netted per account, checked balanced, ordered by account id (the lock order). */
  private async moves(postings: readonly Posting[]): Promise<Move[]> {
    assertBalanced(postings);
    for (const p of postings) if (p.account.owner === 'user') this.touch(p.account.userId);
    const ids = await this.accountIds(postings.map((p) => p.account));
    const net = new Map<string, Move>();
    postings.forEach((p, i) => {
      const id = ids[i] as string;
      const entry = net.get(id);
      if (entry) entry.amount += p.amount;
      else net.set(id, { id, amount: p.amount, account: p.account });
    });
    return [...net.values()].filter((m) => m.amount !== 0n).sort((a, b) => compareIds(a.id, b.id));
  }

  /**
   * Stores an operation's result and, optionally, a new status, as the transaction's last
   * write: it commits the transaction (`Queryable.queryLast`).
   */
  async finish(operationId: string, result: Json, status?: string): Promise<void> {
    await this.q.queryLast(
      `UPDATE ledger_operations SET result = $2::jsonb, status = COALESCE($3, status),
         updated_at = now() WHERE id = $1`,
      [operationId, JSON.stringify(result), status ?? null],
    );
  }

  async setStatus(operationId: string, status: string): Promise<void> {
    await this.q.query(
      'UPDATE ledger_operations SET status = $2, updated_at = now() WHERE id = $1',
      [operationId, status],
    );
  }
}
