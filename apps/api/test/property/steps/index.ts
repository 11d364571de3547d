import { bondSteps } from './bonds';
import { moneySteps } from './money';
import { pledgeSteps } from './pledge';
import { priceSteps } from './prices';
import type { Step } from './step';
import { teamSteps } from './team';
import { timeSteps } from './time';
import { tradingSteps } from './trading';

/** Every step kind of the run, across every feature family. */
export const STEPS: Step[] = [
  ...moneySteps,
  ...pledgeSteps,
  ...bondSteps,
  ...tradingSteps,
  ...priceSteps,
  ...teamSteps,
  ...timeSteps,
];

/** A step at random, by weight. */
export function pickStep(next: () => number): Step {
  const total = STEPS.reduce((sum, s) => sum + s.weight, 0);
  let at = next() * total;
  for (const step of STEPS) {
    at -= step.weight;
    if (at < 0) return step;
  }
  return STEPS.at(-1) as Step;
}
