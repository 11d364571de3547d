/**
 * The route fuzzer (issue 12): every route of the API reference, driven by its shared
 * schemas, under generated requests: wrong types, missing and unknown fields, edge numbers and
 * decimals, huge and strange strings, broken JSON, wrong content types, other users' ids,
 * replayed Idempotency-Keys, and missing, foreign or garbage bearer tokens (docs/api.md).
 *
 * Checked after each request: no HTTP 500, every answer a proper envelope, no refused request
 * and no replay moved any balance, every asset still sums to zero, no bad token opened a
 * signed-in route, no one acted on another user's row; at the end the ledger equals the Vault.
 *
 * FUZZ_SEED=<n> replays a run, FUZZ_SEED=random draws a seed (printed); FUZZ_REQUESTS sets
 * the count per database (default 10,000).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../helpers/databases';
import { fileChain } from '../helpers/trading';
import { fuzzSeed } from './dice';
import { Fuzzer } from './fuzzer';
import { createWorld, type World } from './world';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = fuzzSeed();

console.info(`route fuzzer: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${REQUESTS} requests`);

const chain = fileChain();

describe.each(databases())('the API under generated requests on $name', (database) => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld(chain(), database);
  });
  afterAll(async () => {
    await world?.close();
  });

  it(`answers ${REQUESTS} requests without a 500 and moves no money on a refusal`, async () => {
    const fuzzer = new Fuzzer(world, SEED);
    const started = Date.now();
    await fuzzer.run(REQUESTS);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const routes = fuzzer.operations.length;
    console.info(
      `route fuzzer on ${database.name}: ${REQUESTS} requests over ${routes} routes in ${seconds} s; ` +
        JSON.stringify(Object.fromEntries(fuzzer.outcomes)),
    );

    expect(fuzzer.findings.report()).toEqual([]);
    // Every route had its share, and a good part of the requests did something.
    for (const { method, url } of fuzzer.operations) {
      const sent = fuzzer.perRoute.get(`${method} ${url}`) ?? 0;
      expect(sent, `${method} ${url}`).toBeGreaterThan(REQUESTS / routes / 3);
    }
    expect(fuzzer.outcomes.get('accepted') ?? 0).toBeGreaterThan(REQUESTS / 10);
    await world.t.m.expectConserved();
  }, 3_600_000);
});
