import { random } from '../helpers/random';

/** Bad amounts a user may type: each must be refused without changing anything. */
const BAD_AMOUNTS = ['0', '-5', 'abc', '1.0000000000000000001', ''];

/** The run's seeded choices: a failing run replays from its seed. */
export function rng(seed: number) {
  const next = random(seed);
  const chance = (p: number) => next() < p;
  return {
    next,
    chance,
    pick<T>(list: readonly T[]): T {
      if (!list.length) throw new Error('pick from an empty list');
      return list[Math.floor(next() * list.length)] as T;
    },
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** A decimal with 2 places in (0, max]; now and then (`bad` of the time) a bad amount. */
    amount(max: number, bad = 0.03): string {
      if (chance(bad)) return BAD_AMOUNTS[Math.floor(next() * BAD_AMOUNTS.length)] as string;
      return (Math.max(1, Math.floor(next() * max * 100)) / 100).toFixed(2);
    },
  };
}

export type Rng = ReturnType<typeof rng>;
