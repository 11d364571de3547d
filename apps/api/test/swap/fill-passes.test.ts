import { describe, expect, it } from 'vitest';
import type { Joiners } from '../../src/swap/fill';
import { JOINED_READS, JoinedPasses } from '../../src/swap/fill-pass';

/**
 * Passes that read as fillQueues reads (src/swap/fill.ts): a first read, then another while
 * requests joined since the last one. Each read waits until the test lets it end, so the test
 * decides what happens while a pass reads. A pass answers its number and how often it read.
 */
function readingPasses() {
  const reads: (() => void)[] = [];
  let started = 0;
  const passes = new JoinedPasses(async (joiners: Joiners) => {
    const pass = ++started;
    let count = 0;
    do {
      count++;
      await new Promise<void>((done) => reads.push(done));
    } while (joiners.arrived());
    joiners.close();
    return { pass, reads: count };
  });
  const turn = () => new Promise((next) => setImmediate(next));
  /** Ends the read in progress once a pass is reading, and lets the pass go on until it waits. */
  const endRead = async () => {
    while (reads.length === 0) await turn();
    reads.shift()?.();
    await turn();
  };
  return { passes, endRead, started: () => started };
}

describe('fill passes on request (src/swap/fill-pass.ts)', () => {
  it('reads again for a swap asked for while it reads, and answers it in the same pass', async () => {
    const { passes, endRead, started } = readingPasses();
    const first = passes.request();
    const joined = passes.request();
    await endRead();
    await endRead();
    expect(await first).toEqual({ pass: 1, reads: 2 });
    expect(await joined).toEqual({ pass: 1, reads: 2 });
    expect(started()).toBe(1);
  });

  it('takes no swap after its last read: later ones share the next pass, started once it ends', async () => {
    const { passes, endRead, started } = readingPasses();
    const first = passes.request();
    for (let i = 0; i < JOINED_READS; i++) {
      passes.request();
      await endRead();
    }
    // The pass is on its last read, so these wait for the next one.
    const late = [passes.request(), passes.request()];
    expect(started()).toBe(1);
    await endRead();
    expect(await first).toEqual({ pass: 1, reads: JOINED_READS + 1 });
    await endRead();
    expect(await Promise.all(late)).toEqual([
      { pass: 2, reads: 1 },
      { pass: 2, reads: 1 },
    ]);
    expect(started()).toBe(2);
  });

  it('starts a new pass for a request made after the last one ended', async () => {
    const { passes, endRead } = readingPasses();
    const first = passes.request();
    await endRead();
    expect(await first).toEqual({ pass: 1, reads: 1 });
    const second = passes.request();
    await endRead();
    expect(await second).toEqual({ pass: 2, reads: 1 });
  });
});
