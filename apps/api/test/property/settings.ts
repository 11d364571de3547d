// The property test's own settings (docs/ledger.md, "The property test"): a fixed seed and
// 10,000 steps in CI; PROPERTY_SEED=random picks a seed and prints it, so a failure replays.

const DEFAULT_SEED = 20261126;
const DEFAULT_STEPS = 10_000;

export interface PropertySettings {
  seed: number;
  steps: number;
  /** True when the seed was drawn for this run: it is printed. */
  drawn: boolean;
  /**
   * Whether the run must reach every step kind, refusal and state. Only a run as long as CI's
   * moves the clock far enough: at about 2,000 steps no 30-day order has matured, so nothing
   * can be repledged; a shorter run (a quick replay of a seed) prints what it missed instead.
   */
  checksCoverage: boolean;
}

function wholeNumber(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number: ${text}`);
  return n;
}

export function propertySettings(env: NodeJS.ProcessEnv = process.env): PropertySettings {
  const seedText = env.PROPERTY_SEED;
  const drawn = seedText === 'random';
  const seed = drawn
    ? Math.floor(Math.random() * 2 ** 31)
    : seedText
      ? wholeNumber('PROPERTY_SEED', seedText)
      : DEFAULT_SEED;
  const steps = env.PROPERTY_STEPS
    ? wholeNumber('PROPERTY_STEPS', env.PROPERTY_STEPS)
    : DEFAULT_STEPS;
  return { seed, steps, drawn, checksCoverage: steps >= DEFAULT_STEPS };
}
