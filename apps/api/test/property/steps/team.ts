// Team: the locked dynamic bonus (paid at day settlement through the referral tree) released by
// plan, with or without a donation back to the reward pool; the released bonus withdrawn to
// available; and burns that re-open community rewards under the exit cap.
import { burn } from '#src/team/burn';
import { startRelease } from '#src/team/release';
import { withdrawBonus } from '#src/team/withdraw';
import type { User, World } from '../world';
import { post } from './http';
import { balanceOf, freshKey, type Step } from './step';

const SCHEMES = ['linear', 'donate20', 'donate50'];

/** Mostly a share of what the account holds, now and then more (or a bad amount). */
async function someOf(w: World, user: User, kind: string): Promise<string | null> {
  const held = await balanceOf(w, user, 'X', kind);
  if (held === 0n && w.rng.chance(0.9)) return null;
  if (held > 0n && w.rng.chance(0.85)) {
    const share = 1n + ((held - 1n) * BigInt(w.rng.int(1, 100))) / 100n;
    return w.m.app.money.book.format('X', share);
  }
  return w.rng.amount(50);
}

export const teamSteps: Step[] = [
  {
    kind: 'teamRelease',
    weight: 3,
    async run(w, user) {
      const amount = await someOf(w, user, 'bonus_locked');
      if (!amount) return false;
      const body = { scheme: w.rng.pick(SCHEMES), amount };
      if (w.rng.chance(0.2)) await post(w, user, '/api/v2/team/release', body);
      else await startRelease(w.team, user.id, body, freshKey());
      return true;
    },
  },
  {
    kind: 'teamWithdraw',
    weight: 2,
    async run(w, user) {
      const amount = await someOf(w, user, 'bonus_released');
      if (!amount) return false;
      await withdrawBonus(w.team, user.id, amount, freshKey());
      return true;
    },
  },
  {
    kind: 'teamBurn',
    weight: 0.5,
    async run(w, user) {
      await burn(w.team, user.id, w.rng.pick(['Z', 'Z', 'Z', 'HBOX'] as const), freshKey());
      return true;
    },
  },
];
