import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../src/admin/audit';
import type { Db } from '../../src/db/db';
import { databases } from '../helpers/databases';

const ACTOR = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const entry = {
  actor: ACTOR,
  action: 'pool.fund',
  target: 'reward_pool/X',
  before: { balance: '1' },
  after: { balance: '2' },
  reason: 'top up before the weekend',
  at: new Date('2026-01-02T03:04:05Z'),
};

describe.each(databases())('the audit trail on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
  });
  afterAll(() => close?.());

  it('keeps who, when, what, before, after and why', async () => {
    const id = await db.transaction((tx) => writeAudit(tx, entry));
    const rows = await db.query(`SELECT * FROM admin_audit WHERE id = $1`, [id]);
    expect(rows[0]).toMatchObject({
      actor: ACTOR,
      action: 'pool.fund',
      target: 'reward_pool/X',
      before: { balance: '1' },
      after: { balance: '2' },
      reason: 'top up before the weekend',
      at: entry.at,
    });
  });

  it('refuses a blank reason, in the code and in the table', async () => {
    await expect(writeAudit(db, { ...entry, reason: '  ' })).rejects.toMatchObject({
      error: 'adminReasonRequired',
    });
    await expect(
      db.query(
        `INSERT INTO admin_audit (actor, action, target, reason) VALUES ($1, 'x', 'y', ' ')`,
        [ACTOR],
      ),
    ).rejects.toThrow();
  });

  it('can be neither changed, nor deleted, nor emptied', async () => {
    const id = await writeAudit(db, entry);
    await expect(
      db.query(`UPDATE admin_audit SET reason = 'rewritten' WHERE id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM admin_audit WHERE id = $1`, [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query(`TRUNCATE admin_audit`)).rejects.toThrow(/append-only/);
    const rows = await db.query<{ reason: string }>(
      `SELECT reason FROM admin_audit WHERE id = $1`,
      [id],
    );
    expect(rows[0]?.reason).toBe(entry.reason);
  });

  it('is written or not with the transaction it belongs to', async () => {
    const before = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM admin_audit`);
    await expect(
      db.transaction(async (tx) => {
        await writeAudit(tx, { ...entry, target: 'rolled back' });
        throw new Error('the effect failed');
      }),
    ).rejects.toThrow('the effect failed');
    const after = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM admin_audit`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
