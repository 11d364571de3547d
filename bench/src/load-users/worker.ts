/**
 * The users' loops, in a process of their own so they do not share the server's event loop
 * (the pattern of ../load.ts): reads { base, seconds, tokens } as JSON from the file named by
 * its argument, runs every user's loop until the deadline and prints one JSON LoadSummary.
 */
import { readFileSync } from 'node:fs';
import { step } from './actions';
import { Recorder } from './stats';

const [input] = process.argv.slice(2);
if (!input) throw new Error('usage: worker.ts INPUT_JSON_FILE');
const { base, seconds, tokens } = JSON.parse(readFileSync(input, 'utf8')) as {
  base: string;
  seconds: number;
  tokens: string[];
};

const recorder = new Recorder();
const cpu = process.cpuUsage();
const started = performance.now();
const deadline = started + seconds * 1000;

async function userLoop(token: string) {
  const session = { base, token, record: recorder.record };
  while (performance.now() < deadline) await step(session);
}

await Promise.all(tokens.map(userLoop));
const used = process.cpuUsage(cpu);
const elapsed = (performance.now() - started) / 1000;
console.log(JSON.stringify(recorder.summary(elapsed, (used.user + used.system) / 1e6)));
