// Bonds: reserve bonds bought with USDD and claimed as they vest; liquidity bonds donated in LP,
// their releases claimed, and redeemed early.
import { claimFlowBond } from '#src/liquidityBond/claim';
import { donate } from '#src/liquidityBond/donate';
import { redeemFlowBond } from '#src/liquidityBond/redeem';
import { buyBond } from '#src/reserveBond/buy';
import { claimBond } from '#src/reserveBond/claim';
import { freshKey, ownRow, type Step } from './step';

const BOND_TERMS = [5, 15, 30];
const FLOW_TERMS = [30, 60, 90];

export const bondSteps: Step[] = [
  {
    kind: 'bondBuy',
    weight: 3,
    async run(w, user) {
      const body = { amount: w.rng.amount(500), days: w.rng.pick(BOND_TERMS), maxPrice: '1' };
      await buyBond(w.reserve, user.id, body, freshKey());
      return true;
    },
  },
  {
    kind: 'bondClaim',
    weight: 2,
    async run(w, user) {
      const id = await ownRow(w, 'bond_orders', user);
      if (!id) return false;
      await claimBond(w.reserve, user.id, id, freshKey());
      return true;
    },
  },
  {
    kind: 'flowDonate',
    weight: 2,
    async run(w, user) {
      const body = { amount: w.rng.amount(40), days: w.rng.pick(FLOW_TERMS) };
      await donate(w.liquidity, user.id, body, freshKey());
      return true;
    },
  },
  {
    kind: 'flowClaim',
    weight: 2,
    async run(w, user) {
      const id = await ownRow(w, 'flow_bonds', user);
      if (!id) return false;
      await claimFlowBond(w.liquidity, user.id, id, freshKey());
      return true;
    },
  },
  {
    kind: 'flowRedeem',
    weight: 1,
    async run(w, user) {
      const id = await ownRow(w, 'flow_bonds', user);
      if (!id) return false;
      await redeemFlowBond(w.liquidity, user.id, id, freshKey());
      return true;
    },
  },
];
