// What must hold after every step (one query: cheap) and what the whole books must show every
// so many steps and at the end (a few queries over every table, and the chain).
import { expect } from 'vitest';
import type { Db } from '../../src/db/db';
import { systemBalance } from '../../src/ledger/balances';
import { expectPrizeBooks } from '../helpers/trading';
import type { World } from './world';

interface StepRow {
  lowest: string | null;
  last: string | null;
  unbalanced: string | null;
  changed: boolean;
}

/**
 * After each step, in one query: no balance the step changed went below zero (pools included:
 * no pool paid more than it held), the postings written since the last step sum to zero per
 * operation and asset, and whether any balance changed at all, so a refused step is shown to
 * have written no posting and changed no balance. Triggers note each account whose balance a
 * statement changed, so the check reads those accounts, not every account the run has made.
 */
export class StepCheck {
  private lastPosting = '0';

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    // A PL/pgSQL function keeps its plan for the session: the same query planned anew after
    // each of thousands of steps cost more than running it (PGlite plans in WASM). It and the
    // triggers live in the run's throwaway database (or schema) only.
    await this.db.exec(STEP_CHECK_FUNCTIONS);
    const [start] = await this.db.query<{ lowest: string | null; last: string | null }>(
      `SELECT (SELECT MIN(balance) FILTER (WHERE owner_type <> 'external') FROM ledger_accounts)::text
         AS lowest, (SELECT MAX(id) FROM ledger_postings)::text AS last`,
    );
    expect(BigInt(start?.lowest ?? 0) >= 0n, 'a balance below zero before the run').toBe(true);
    this.lastPosting = start?.last ?? '0';
  }

  /** Checks the step's postings and balances; `refused`: nothing may have moved. */
  async after(what: string, refused: boolean): Promise<void> {
    const [row] = await this.db.query<StepRow>('SELECT * FROM property_step_check($1)', [
      this.lastPosting,
    ]);
    if (!row) throw new Error('the step check read nothing');
    expect(row.unbalanced, `${what}: operations whose postings do not sum to zero`).toBeNull();
    expect(BigInt(row.lowest ?? 0) >= 0n, `${what}: a balance below zero`).toBe(true);
    if (refused) {
      expect(row.last, `${what} was refused but posted`).toBeNull();
      expect(row.changed, `${what} was refused but a balance changed`).toBe(false);
    }
    if (row.last) this.lastPosting = row.last;
  }
}

const STEP_CHECK_FUNCTIONS = `
CREATE TABLE property_touched (account_id BIGINT PRIMARY KEY);

CREATE FUNCTION property_touch_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_touched SELECT id FROM changed WHERE balance <> 0 ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER property_touch_inserted AFTER INSERT ON ledger_accounts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION property_touch_inserted();

CREATE FUNCTION property_touch_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_touched
    SELECT n.id FROM changed n JOIN before o ON o.id = n.id WHERE n.balance <> o.balance
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER property_touch_updated AFTER UPDATE ON ledger_accounts
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION property_touch_updated();

CREATE FUNCTION property_touch_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_touched SELECT id FROM before ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER property_touch_deleted AFTER DELETE ON ledger_accounts
  REFERENCING OLD TABLE AS before FOR EACH STATEMENT EXECUTE FUNCTION property_touch_deleted();

CREATE FUNCTION property_step_check(after_posting BIGINT)
RETURNS TABLE (lowest TEXT, changed BOOLEAN, last TEXT, unbalanced TEXT)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH touched AS (DELETE FROM property_touched RETURNING account_id),
  fresh AS (
    SELECT p.id, p.operation_id, a.asset, p.amount
    FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
    WHERE p.id > after_posting
  )
  SELECT
    (SELECT (MIN(a.balance) FILTER (WHERE a.owner_type <> 'external'))::text
     FROM ledger_accounts a JOIN touched t ON t.account_id = a.id),
    EXISTS (SELECT 1 FROM touched),
    (SELECT MAX(fresh.id)::text FROM fresh),
    (SELECT string_agg(u.operation_id || ':' || u.asset, ', ') FROM (
       SELECT fresh.operation_id, fresh.asset FROM fresh
       GROUP BY fresh.operation_id, fresh.asset HAVING SUM(fresh.amount) <> 0) u);
END $$`;

/** The pools' balances when the run starts: the insurance pool's books start from them. */
export async function openingPools(db: Db) {
  return {
    insuranceUsdd: await systemBalance(db, 'insurance_pool', 'USDD'),
    insuranceX: await systemBalance(db, 'insurance_pool', 'X'),
  };
}

/**
 * The whole books: double entry per asset, every balance the sum of its postings, the staking,
 * bond, policy, swap and prize rows agreeing with the ledger, and the ledger equal to the
 * Vault's balance on chain.
 */
export async function expectWholeBooks(w: World, pools: Awaited<ReturnType<typeof openingPools>>) {
  const { db } = w;
  const sums = await db.query<{ asset: string; total: string }>(
    'SELECT asset, SUM(balance)::text AS total FROM ledger_accounts GROUP BY asset',
  );
  for (const s of sums) expect(s.total, `double entry of ${s.asset}`).toBe('0');
  const drifted = await db.query(
    `SELECT a.id, a.owner_type, a.owner_id, a.asset, a.kind FROM ledger_accounts a
     LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_postings GROUP BY account_id) p
       ON p.account_id = a.id
     WHERE a.balance <> COALESCE(p.total, 0)`,
  );
  expect(drifted, 'balances that are not the sum of their postings').toEqual([]);
  expect(await stakingMismatches(db), 'staking and bond rows against the ledger').toEqual([]);
  await expectInsurancePools(db, pools);
  expect(await heldMismatches(db), 'held swap inputs against pending swaps').toEqual([]);
  await expectPrizeBooks(db);
  await w.m.expectConserved();
}

/** Users whose staking and bond rows say they are owed other than their ledger accounts hold. */
function stakingMismatches(db: Db) {
  return db.query(
    `WITH staking AS (
       SELECT u.id,
         (SELECT COALESCE(SUM(delta), 0) FROM flexible_events WHERE user_id = u.id) AS flexible,
         (SELECT COALESCE(SUM(amount), 0) FROM fixed_orders
          WHERE user_id = u.id AND status = 'active') AS fixed,
         (SELECT COALESCE(SUM(released - claimed), 0) FROM fixed_orders WHERE user_id = u.id)
           AS reward,
         (SELECT COALESCE(SUM(payout + rebased - claimed), 0) FROM bond_orders
          WHERE user_id = u.id) AS bond,
         -- A liquidity bond owes what it released and did not pay yet, and, unless redeemed,
         -- what it has still to release.
         (SELECT COALESCE(SUM(principal_released - principal_claimed
            + CASE WHEN status = 'redeemed' THEN 0 ELSE principal - principal_released END), 0)
          FROM flow_bonds WHERE user_id = u.id) AS flow_lp,
         (SELECT COALESCE(SUM(interest_released - interest_claimed
            + CASE WHEN status = 'redeemed' THEN 0 ELSE interest - interest_released END), 0)
          FROM flow_bonds WHERE user_id = u.id) AS flow_x
       FROM users u
     ), ledger AS (
       SELECT owner_id::bigint AS id,
         SUM(balance) FILTER (WHERE kind = 'flexible_principal') AS flexible,
         SUM(balance) FILTER (WHERE kind = 'fixed_principal') AS fixed,
         SUM(balance) FILTER (WHERE kind = 'fixed_reward') AS reward,
         SUM(balance) FILTER (WHERE kind = 'bond_payout') AS bond,
         SUM(balance) FILTER (WHERE kind = 'flowbond_payout' AND asset = 'LP') AS flow_lp,
         SUM(balance) FILTER (WHERE kind = 'flowbond_payout' AND asset = 'X') AS flow_x
       FROM ledger_accounts WHERE owner_type = 'user' GROUP BY owner_id
     )
     SELECT s.id FROM staking s JOIN ledger l USING (id)
     WHERE s.flexible <> COALESCE(l.flexible, 0) OR s.fixed <> COALESCE(l.fixed, 0)
       OR s.reward <> COALESCE(l.reward, 0) OR s.bond <> COALESCE(l.bond, 0)
       OR s.flow_lp <> COALESCE(l.flow_lp, 0) OR s.flow_x <> COALESCE(l.flow_x, 0)`,
  );
}

/** Each insurance pool holds its funding plus premiums less payouts. */
async function expectInsurancePools(db: Db, pools: Awaited<ReturnType<typeof openingPools>>) {
  const flows = await db.query<{ currency: string; net: string }>(
    `SELECT currency, (SUM(premium) - SUM(COALESCE(payout, 0)))::text AS net
     FROM insurance_policies GROUP BY currency`,
  );
  for (const currency of ['USDD', 'X'] as const) {
    const net = BigInt(flows.find((f) => f.currency === currency)?.net ?? 0);
    const start = currency === 'USDD' ? pools.insuranceUsdd : pools.insuranceX;
    const held = await systemBalance(db, 'insurance_pool', currency);
    expect(held, `insurance pool ${currency}`).toBe(start + net);
  }
}

/** What each user holds for swaps is exactly their Pending Exchange swaps' inputs. */
function heldMismatches(db: Db) {
  return db.query(
    `WITH pending AS (
       SELECT user_id::text AS owner_id, from_asset AS asset, SUM(amount) AS amount
       FROM swaps WHERE status = 'pending' GROUP BY user_id, from_asset
     ), held AS (
       SELECT owner_id, asset, balance AS amount FROM ledger_accounts
       WHERE kind = 'swap_held' AND balance <> 0
     )
     SELECT * FROM pending FULL JOIN held USING (owner_id, asset)
     WHERE pending.amount IS DISTINCT FROM held.amount`,
  );
}
