import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/db';
import { type PrizeAccrual, prizeAccrual } from '../../src/prize/accrue';
import { topRanking, userStanding } from '../../src/prize/ranking';
import { tempDataDir } from '../helpers/app';
import { databases } from '../helpers/databases';
import { random } from '../helpers/random';
import { expectPrizeBooks } from '../helpers/trading';

const HOUR = new Date('2026-11-23T10:00:00Z');
const settings = loadConfig({ DATA_DIR: tempDataDir() }).prize;

describe.each(databases())('the ranking tables on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let users: string[];

  beforeAll(async () => {
    ({ db, close } = await database.open());
    const rows = await db.query<{ id: string }>(
      `INSERT INTO users (address, invite_code)
       SELECT '0x' || lpad(to_hex(g), 40, '0'), 'RANKING' || g FROM generate_series(1, 60) g
       RETURNING id`,
    );
    users = rows.map((r) => String(r.id));
  });
  afterAll(() => close?.());

  it('rank every trader as a sort of all the volumes would, across bucket edges and ties, swaps accrued alone or a pass of several together', async () => {
    const next = random(7);
    // Volumes near the buckets' edges (999, 1000, 1009, 1010, ...) and equal ones.
    const steps = [999n, 1n, 9n, 10n, 1000n, 990n, 5n];
    const volumes = new Map<string, bigint>();
    const reached: string[] = [];
    for (let i = 0; i < 400; ) {
      // A fill pass of 1 to 6 swaps, a trader possibly more than once in it.
      const pass: PrizeAccrual[] = [];
      for (const n = i + 1 + Math.floor(next() * 6); i < n && i < 400; i++) {
        const userId = users[Math.floor(next() * users.length)] as string;
        const volume = (steps[Math.floor(next() * steps.length)] as bigint) * 10n ** 15n;
        pass.push({ userId, volume, prize: 0n });
        volumes.set(userId, (volumes.get(userId) ?? 0n) + volume);
        reached.splice(reached.indexOf(userId) >>> 0, reached.includes(userId) ? 1 : 0);
        reached.push(userId);
      }
      await db.transaction((q) => q.writeAll(prizeAccrual(settings, HOUR, pass).writes));
    }
    // By volume, then who reached theirs first.
    const order = [...volumes.keys()].sort((a, b) => {
      const d = (volumes.get(b) as bigint) - (volumes.get(a) as bigint);
      return d > 0n ? 1 : d < 0n ? -1 : reached.indexOf(a) - reached.indexOf(b);
    });
    const top = await topRanking(db, 'hour', HOUR, 10);
    expect(top.map((s) => s.userId)).toEqual(order.slice(0, 10));
    for (const [i, userId] of order.entries()) {
      expect(await userStanding(db, 'week', new Date('2026-11-23T00:00:00Z'), userId)).toEqual({
        volume: volumes.get(userId),
        rank: i + 1,
      });
    }
    expect(await userStanding(db, 'hour', HOUR, '999999')).toBeNull();
    await expectPrizeBooks(db);
  });
});
