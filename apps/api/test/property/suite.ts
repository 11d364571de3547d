// The whole ledger under random steps (docs/ledger.md, "The property test"): deposits,
// withdrawals and refunds, stakes, orders, claims, insurance, bonds, swaps with pending fills,
// turbo, prizes, team releases, trades that move X's price past the deviation limit or within
// it (purchases refused or priced at the worse of spot and reference), and hour, epoch and day
// advances, by users of a referral tree,
// on PGlite and PostgreSQL. After every step: no balance below zero, the step's postings sum
// to zero, a refused step changed nothing; every so often and at the end, the whole books and
// the ledger against the Vault on chain.
import type { ErrorName } from '@xbond/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import type { TestDatabase } from '../helpers/databases';
import { expectRecordsMatchLedger } from '../helpers/records';
import { fileChain } from '../helpers/trading';
import { expectWholeBooks, openingPools, StepCheck } from './invariants';
import { Reached } from './reached';
import { rng } from './rng';
import { propertySettings } from './settings';
import { pickStep, STEPS } from './steps';
import { openWorld, type World } from './world';

const { seed, steps, drawn, checksCoverage } = propertySettings();
/** The whole books are read every so many steps (and at the end): per step is too costly. */
const WHOLE_BOOKS_EVERY = 1000;
/** How often the summary notes the time spent so far: where a slow run slows down. */
const PROGRESS_EVERY = 1000;

/** The refusals a random step may meet; anything else is a bug. */
const EXPECTED = new Set<ErrorName>([
  'invalidAmount',
  'insufficientBalance',
  'withdrawBelowMinimum',
  'pledgeBelowMinimum',
  'pledgeLimitExceeded',
  'pledgeNothingToClaim',
  'pledgeOrderNotMatured',
  'pledgeOrderRepledged',
  'insuranceAgreement',
  'insuranceAlreadyInsured',
  'insuranceAmountTooHigh',
  'insuranceAmountTooLow',
  'insuranceOrderNotActive',
  'bondBelowMinimum',
  'bondSoldOut',
  'bondNothingToClaim',
  'bondTreasuryShort',
  'flowbondRedeemed',
  'flowbondEnded',
  'swapAmountInvalid',
  'swapSlippageExceeded',
  'swapPendingLimit',
  'turboNotActivated',
  'turboAlreadyActivated',
  'turboClaimTooMuch',
  'prizeExpired',
  'teamNothingToWithdraw',
  'teamBurnNothingStaked',
  'marketMoving',
]);

/** Refusals the run must meet: bad amounts and spending more than one holds among them. */
const MUST_REFUSE: ErrorName[] = [
  'invalidAmount',
  'insufficientBalance',
  'swapSlippageExceeded',
  'bondSoldOut',
  'flowbondRedeemed',
  'marketMoving',
];

/**
 * The suite on one database. Each database has a test file of its own, so that the two long
 * runs go on side by side on two workers, each on its own chain.
 */
export function propertySuite(database: TestDatabase) {
  const chain = fileChain();
  describe(`the whole ledger under random steps on ${database.name}`, () => {
    let w: World;

    beforeAll(async () => {
      // Deploying the contracts and funding the tree's users on chain: minutes on a busy
      // machine, within the hook limit of apps/api/vitest.config.ts.
      w = await openWorld(chain(), database, rng(seed), '2026-11-23T09:30:00Z');
    });
    afterAll(async () => {
      await w?.close();
    });

    it(`keeps the books over ${steps} steps (seed ${seed})`, async () => {
      if (drawn) console.info(`property test: PROPERTY_SEED=${seed}`);
      const pools = await openingPools(w.db);
      const reached = new Reached();
      try {
        await run(w, reached, async (n) => {
          if (n % WHOLE_BOOKS_EVERY === 0) await expectWholeBooks(w, pools);
        });
        await expectWholeBooks(w, pools);
        // Every user's records and export, account by account, against the ledger.
        for (const u of w.users) {
          await expectRecordsMatchLedger(w.m.app, w.db, w.m.app.money.book, u.auth, u.id);
        }
      } finally {
        console.info(`property test on ${database.name}, seed ${seed}:\n${reached.summary()}`);
      }
      // The run reached every feature, and the states worth checking.
      const missed = {
        'step kinds never done': reached.missing(STEPS.map((s) => s.kind)),
        'refusals never met': reached.unmet(MUST_REFUSE),
        'states never reached': await statesNeverReached(w),
      };
      if (checksCoverage) {
        for (const [what, names] of Object.entries(missed)) expect(names, what).toEqual([]);
      } else {
        console.info(`property test: coverage not checked in ${steps} steps:`, missed);
      }
      // Ten thousand steps with their settlements: far beyond one test's usual budget, and room
      // for a loaded machine.
    }, 3_600_000);
  });
}

/** The random steps, each checked after it is done or refused; `every` after each step. */
async function run(w: World, reached: Reached, every: (n: number) => Promise<void>) {
  const check = new StepCheck(w.db);
  await check.start();
  const began = performance.now();
  for (let n = 1; n <= steps; n++) {
    const step = pickStep(w.rng.next);
    const user = w.rng.pick(w.users);
    const what = `step ${n} ${step.kind} by user ${user.index} (seed ${seed})`;
    let refused = false;
    const at = performance.now();
    try {
      if (await step.run(w, user)) reached.succeeded(step.kind);
    } catch (error) {
      if (!(error instanceof AppError) || !EXPECTED.has(error.error)) {
        throw new Error(`${what}: ${String(error)}`, { cause: error });
      }
      reached.refusedWith(error.error);
      refused = true;
    }
    const done = performance.now();
    reached.took(step.kind, done - at);
    await check.after(what, refused);
    await every(n);
    reached.took('check', performance.now() - done);
    if (n % PROGRESS_EVERY === 0) reached.progress(n, performance.now() - began);
  }
}

/** States the run must have reached for its checks to mean something. */
async function statesNeverReached(w: World): Promise<string[]> {
  const [row] = await w.db.query<Record<string, number>>(
    `SELECT
       (SELECT count(*) FROM swaps WHERE status = 'completed' AND settled_at > created_at)::int
         AS "pending swaps filled later",
       (SELECT count(*) FROM prizes WHERE status = 'expired')::int AS "expired prizes",
       (SELECT count(*) FROM ledger_operations WHERE type = 'turbo_release')::int
         AS "turbine releases",
       (SELECT count(*) FROM ledger_operations WHERE type = 'team_reward')::int
         AS "team rewards",
       (SELECT count(*) FROM withdrawals WHERE status = 'refunded')::int AS "refunds",
       (SELECT count(*) FROM withdrawals WHERE status = 'completed')::int AS "completed withdrawals",
       (SELECT count(*) FROM earnings WHERE shortfall > 0)::int AS "pro-rata days",
       (SELECT count(*) FROM bond_orders WHERE status = 'vested')::int AS "vested bonds",
       (SELECT count(*) FROM insurance_policies WHERE payout > 0)::int AS "policies paid"`,
  );
  return Object.entries(row ?? {})
    .filter(([, n]) => Number(n) === 0)
    .map(([what]) => what);
}
