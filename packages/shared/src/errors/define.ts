import type { Locale } from '../locales';

/** What the user reads, in every locale. `{0}`, `{1}`... are filled from the error's params. */
export type Messages = Record<Locale, string>;

/**
 * One error: `code` travels in the envelope; `http` is the status the server answers with;
 * `msg` is the message.
 */
export interface ErrorDef {
  code: number;
  http: number;
  msg: Messages;
}

/** One feature's errors, by the name the server throws them with. */
export type ErrorGroup = Record<string, ErrorDef>;

export function def(code: number, http: number, msg: Messages): ErrorDef {
  return { code, http, msg };
}
