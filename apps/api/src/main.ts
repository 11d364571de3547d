// The process entry of `npm start`: the whole product on one machine (README.md, "Run it").
import { ConfigError, loadConfig } from './config';
import { banner } from './start/banner';
import { startProduct } from './start/product';
import { StartError } from './start-error';

const say = (line: string) => console.log(line);
const interrupt = new AbortController();
let stopping = false;

// `npm start -- --reset`: the local demo starts over (README, "What a restart keeps").
const reset = process.argv.slice(2).includes('--reset');
const start = (async () =>
  startProduct(loadConfig(), { log: say, signal: interrupt.signal, reset }))();

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // A start in progress stops what it has started so far, then rejects.
  interrupt.abort();
  await start.then(
    (product) => product.stop(),
    () => {},
  );
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl-C: do not wait any longer
    say(`\n${signal}: stopping...`);
    void stop(0);
  });
}

start.then(
  (product) => say(banner(product)),
  (error: unknown) => {
    if (interrupt.signal.aborted) return;
    console.error(`\nCannot start: ${error instanceof Error ? error.message : String(error)}`);
    // A bad setting is the user's to fix and the message says how; anything else may be a bug.
    if (!(error instanceof ConfigError || error instanceof StartError)) console.error(error);
    void stop(1);
  },
);
