// Staking: flexible stakes and unstakes (unstaked X waits in the turbine), regular orders,
// their reward claims and repledges, and insurance bought through the API.
import { claimFixedReward } from '#src/pledge/claim';
import { createFixedOrder } from '#src/pledge/create';
import { changeFlexible } from '#src/pledge/flexible';
import { repledge } from '#src/pledge/repledge';
import { post } from './http';
import { freshKey, ownRow, type Step } from './step';

const TERMS = [30, 90, 180, 360];
const PARTS = ['both', 'principal', 'reward'] as const;

export const pledgeSteps: Step[] = [
  {
    kind: 'stake',
    weight: 6,
    async run(w, user) {
      await changeFlexible(w.pledge, user.id, 'stake', w.rng.amount(800), freshKey());
      return true;
    },
  },
  {
    kind: 'unstake',
    weight: 3,
    async run(w, user) {
      await changeFlexible(w.pledge, user.id, 'unstake', w.rng.amount(400), freshKey());
      return true;
    },
  },
  {
    kind: 'order',
    weight: 4,
    async run(w, user) {
      const body = { amount: w.rng.amount(600), days: w.rng.pick(TERMS) };
      await createFixedOrder(w.pledge, user.id, body, freshKey());
      return true;
    },
  },
  {
    kind: 'orderClaim',
    weight: 3,
    async run(w, user) {
      const id = await ownRow(w, 'fixed_orders', user);
      if (!id) return false;
      await claimFixedReward(w.pledge, user.id, id, freshKey());
      return true;
    },
  },
  {
    kind: 'repledge',
    weight: 2,
    async run(w, user) {
      const orderId = await ownRow(w, 'fixed_orders', user);
      if (!orderId) return false;
      const body = { orderId, days: w.rng.pick(TERMS), parts: w.rng.pick(PARTS) };
      await repledge(w.pledge, user.id, body, freshKey());
      return true;
    },
  },
  {
    kind: 'insure',
    weight: 2,
    async run(w, user) {
      const orderId = await ownRow(w, 'fixed_orders', user, 'active');
      if (!orderId) return false;
      const body = {
        orderId,
        currency: w.rng.pick(['USDD', 'X']),
        amount: w.rng.amount(2000, 0),
        agree: w.rng.chance(0.9),
      };
      await post(w, user, '/api/v2/insurance/buy', body);
      return true;
    },
  },
];
