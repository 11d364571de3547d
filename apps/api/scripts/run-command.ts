import { ConfigError } from '../src/config';

/**
 * Runs an operator command and exits as they all do: 0 when done, 1 when `Refusal` says why
 * it refused (its message only), 2 when it could not run (the cause, with its stack unless it
 * is a bad setting, whose message says everything).
 */
export function runCommand(
  main: () => Promise<number>,
  Refusal: abstract new (...args: never[]) => Error,
  cannot: string,
) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof Refusal) {
        console.error(error.message);
        process.exit(1);
      }
      console.error(`${cannot}: ${error instanceof Error ? error.message : error}`);
      if (!(error instanceof ConfigError)) console.error(error);
      process.exit(2);
    },
  );
}
