// Time: the clock moves by an hour or a few (prize hours close), to the next epoch (bonds rebase,
// vest and release) or by a day (staking, insurance, the tree and its rewards settle, plans
// release), and the job runner runs what became due. No step waits: the clock is moved.
import type { World } from '../world';
import type { Step } from './step';

const HOUR = 3_600_000;

async function advance(w: World, ms: number) {
  w.clock.set(new Date(w.clock.now().getTime() + ms).toISOString());
  const tick = await w.m.app.jobs.tick();
  if (tick.failed) {
    throw new Error(`job ${tick.failed.job} ${tick.failed.period}: ${String(tick.failed.error)}`);
  }
}

export const timeSteps: Step[] = [
  {
    kind: 'hour',
    weight: 0.5,
    async run(w) {
      await advance(w, w.rng.int(1, 6) * HOUR);
      return true;
    },
  },
  {
    kind: 'epoch',
    weight: 0.3,
    async run(w) {
      await advance(w, 8 * HOUR);
      return true;
    },
  },
  {
    kind: 'day',
    weight: 0.15,
    async run(w) {
      await advance(w, 24 * HOUR);
      return true;
    },
  },
];
