import { random } from '../helpers/random';

/** Seeded choices: the same seed makes the same requests, so a failing run can be replayed. */
export class Dice {
  readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = random(seed);
  }

  /** 0 <= n < max. */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('nothing to pick from');
    return list[this.int(list.length)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** FUZZ_SEED: a number replays a run; `random` draws one (printed); unset = the fixed CI seed. */
export function fuzzSeed(env = process.env.FUZZ_SEED): number {
  if (env === 'random') return Math.floor(Math.random() * 2 ** 31);
  if (env !== undefined && env !== '') {
    const seed = Number(env);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random"`);
    return seed;
  }
  return 20261123;
}
