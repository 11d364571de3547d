import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { migrate, readMigrations } from '../../src/db/migrate';
import { MIGRATIONS_DIR } from '../../src/paths';
import { ensureGenesis } from '../../src/users/genesis';
import { tempDataDir } from '../helpers/app';
import { databases } from '../helpers/databases';

const ROOT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('migration files', () => {
  it('allow a gap (a number reserved by a parallel feature) but not a number used twice', () => {
    const dir = mkdtempSync(join(inject('tmpRoot'), 'migrations-'));
    writeFileSync(join(dir, '001_a.sql'), 'SELECT 1;');
    writeFileSync(join(dir, '003_c.sql'), 'SELECT 3;');
    expect(readMigrations(dir).map((m) => m.version)).toEqual([1, 3]);
    writeFileSync(join(dir, '003_d.sql'), 'SELECT 4;');
    expect(() => readMigrations(dir)).toThrow(/003 is used twice/);
  });
});

describe.each(databases())('database on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
  });
  afterAll(() => close?.());

  it('records every migration once; running again applies nothing', async () => {
    const rows = await db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.name)).toEqual(readMigrations(MIGRATIONS_DIR).map((m) => m.name));
    expect(await migrate(db, MIGRATIONS_DIR)).toEqual([]);
  });

  it('registers the genesis user idempotently, and follows a changed GENESIS_INVITE_CODE', async () => {
    await ensureGenesis(db, ROOT, 'GENESIS1');
    await ensureGenesis(db, ROOT, 'GENESIS1');
    await ensureGenesis(db, ROOT, 'GENESIS2');
    const users = await db.query<{ address: string; invite_code: string; referrer_id: unknown }>(
      'SELECT address, invite_code, referrer_id FROM users',
    );
    expect(users).toEqual([
      { address: ROOT.toLowerCase(), invite_code: 'GENESIS2', referrer_id: null },
    ]);
  });

  it('refuses a genesis code that another user owns', async () => {
    await db.query(`INSERT INTO users (address, invite_code) VALUES ($1, 'TAKEN234')`, [
      `0x${'1'.repeat(40)}`,
    ]);
    await expect(ensureGenesis(db, ROOT, 'TAKEN234')).rejects.toThrow(/GENESIS_INVITE_CODE/);
  });

  it('returns BIGINT and NUMERIC(78,0) as exact strings and TIMESTAMPTZ as Date on both adapters', async () => {
    const [row] = await db.query<{ big: unknown; money: unknown; at: unknown }>(
      `SELECT 9007199254740993::bigint AS big,
              115792089237316195423570985008687907853269984665640564039457584007913129639935::numeric(78,0) AS money,
              now() AS at`,
    );
    expect(row?.big).toBe('9007199254740993');
    expect(row?.money).toBe(
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    );
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO users (address, invite_code) VALUES ($1, 'ROLLBACK')`, [
          `0x${'2'.repeat(40)}`,
        ]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query(`SELECT 1 FROM users WHERE invite_code = 'ROLLBACK'`)).toEqual([]);
  });
});

describe('migration files', () => {
  const dir = (files: string[]) => {
    const path = tempDataDir();
    for (const f of files) writeFileSync(join(path, f), 'SELECT 1;');
    return path;
  };

  it('may leave a number free for a feature built in parallel, in version order', () => {
    const found = readMigrations(dir(['003_c.sql', '001_a.sql']));
    expect(found.map((m) => [m.version, m.name])).toEqual([
      [1, '001_a.sql'],
      [3, '003_c.sql'],
    ]);
  });

  it('refuses a number used twice and a file named otherwise', () => {
    expect(() => readMigrations(dir(['001_a.sql', '001_b.sql']))).toThrow(/used twice/);
    expect(() => readMigrations(dir(['1_a.sql']))).toThrow(/must look like 001_name.sql/);
  });
});
